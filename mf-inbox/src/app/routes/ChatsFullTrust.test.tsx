import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsOf, resetBrowserState, textsByLanguage } from '@vitrina/shared/testing';
import { isolateRouteTests, renderRoute } from '../../testing/render-route';
import { conversationFixture, installInboxApi, messageFixture, twoConversations } from '../../testing/chats-api';

// Full trust in the inbox (issue 48, docs/product.md §9.10): the assistant's reply counting down
// with its cancel, the assistant's mark on its messages, "needs your reply" in the list.
const TEXTS = textsByLanguage({
  chatWith: ['Діалог з Олена', 'Conversation with Олена'],
  // The seconds left: 9 when the screen shows at once, fewer on a loaded machine (it counts down).
  countdown: [/^Надсилається через [1-9] с$/, /^Sending in [1-9] s$/],
  cancel: ['скасувати', 'cancel'],
  byAssistant: ['Асистент', 'Assistant'],
  attention: ['Потрібна ваша відповідь: скарга або невдоволення', 'Needs your reply: a complaint or displeasure'],
});

isolateRouteTests();

describe.each(Object.entries(TEXTS))('/%s/chats in full trust', (lng, text) => {
  beforeEach(() => {
    resetBrowserState(lng as 'ua' | 'en');
    // The virtualised list measures its scroll box: jsdom has no layout, so give boxes a height.
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  });

  it('a reply in its undo window counts down and is cancelled with one click', async () => {
    const { a, b, threads } = twoConversations();
    const reply = {
      id: '00000000-0000-4000-8000-0000000000f1',
      conversation_id: a.id,
      channel_id: 'ch',
      text: 'Так, є в M: 1450 грн.',
      status: 'SCHEDULED' as const,
      // Just under 9 s ahead: the bar reads "9 s", then counts down.
      send_at: new Date(Date.now() + 8_999).toISOString(),
      created_at: new Date().toISOString(),
      cancel_reason: null,
      message_id: null,
    };
    const { mock, server } = installInboxApi({
      conversations: [a, b],
      threads,
      autopilot: { mode: 'FULL_TRUST' },
      autoReplies: [reply],
    });
    renderRoute(`/${lng}/chats?c=${a.id}`);
    const pane = await screen.findByRole('region', { name: text.chatWith });
    const bar = await within(pane).findByText(text.countdown);
    expect(bar.closest('[role="status"]')).toHaveTextContent(reply.text);
    await userEvent.click(within(pane).getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(within(pane).queryByText(text.countdown)).not.toBeInTheDocument());
    expect(server.autoReplies[0]!.status).toBe('CANCELLED');
    expect(
      callsOf(mock).some((c) => c.method === 'POST' && c.url.endsWith(`/autopilot/replies/${reply.id}/cancel`)),
    ).toBe(true);
  });

  it('the assistant’s messages are marked as its own; a handed-over conversation says it needs your reply', async () => {
    const id = '00000000-0000-4000-8000-0000000000c1';
    const question = messageFixture({ conversation_id: id, message: 'Сукня прийшла порвана' });
    const auto = messageFixture({
      conversation_id: id,
      message: 'DR-1024: 1450 грн.',
      is_from_shop: true,
      by_assistant: true,
      from: 'vitrina_shop',
    });
    const conversation = conversationFixture({
      id,
      last_message: question,
      attention: { reason: 'complaint', since: new Date().toISOString() },
    });
    installInboxApi({ conversations: [conversation], threads: { [id]: [auto, question] } });
    renderRoute(`/${lng}/chats?c=${id}`);
    expect(await screen.findByText(text.attention)).toBeInTheDocument();
    const pane = await screen.findByRole('region', { name: text.chatWith });
    const mine = (await within(pane).findByText('DR-1024: 1450 грн.')).closest('li, article, div')!;
    expect(within(mine as HTMLElement).getByText(text.byAssistant)).toBeInTheDocument();
  });
});
