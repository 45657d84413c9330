import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@vitrina/shared';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, resetBrowserState, response, textsByLanguage } from '@vitrina/shared/testing';
import { isolateRouteTests, renderRoute } from '../../../testing/render-route';
import { channelFixture } from '../../../testing/channels-api';
import { installInboxApi, TWO_IDS, twoConversations, userFixture } from '../../../testing/chats-api';

const TEXTS = textsByLanguage({
  checklist: ['Перші кроки: перша чернетка AI за кілька хвилин', 'First steps: a first AI draft in a few minutes'],
  sample: ['Використати зразок', 'Use the sample'],
  upload: ['Завантажити файл у базі знань', 'Upload a file in the knowledge base'],
  assistantOn: ['Увімкнути асистента', 'Turn the assistant on'],
  simulator: ['Відкрити симулятор клієнта', 'Open the customer simulator'],
  done: ['зроблено', 'done'],
});

isolateRouteTests();

/** The server's stock files: empty until the sample is uploaded. */
function stockApi(files: unknown[]) {
  return (call: { url: string; method: string }) => {
    if (call.url.startsWith('/sandbox/sample-stock.csv')) return response(200, 'Артикул,Назва\nVT-1,Сукня');
    if (call.url.startsWith('/api/v1/data/files/xls') && call.method === 'GET') return response(200, { data: files });
    if (call.url.startsWith('/api/v1/data/files/xls') && call.method === 'POST') {
      files.push({ name: 'stock-ua.csv', status: 'READY' });
      return response(201, { data: { name: 'stock-ua.csv' } });
    }
    return undefined;
  };
}

describe.each(Object.entries(TEXTS))('the first run on /%s/chats', (lng, text) => {
  beforeEach(() => resetBrowserState(lng as 'ua' | 'en'));

  it('walks channel → sample stock → assistant on → simulator, then is gone for good', async () => {
    const files: unknown[] = [];
    const { mock, server } = installInboxApi({
      sandbox: true,
      user: userFixture({ bot_status: 'OFF' }),
      channel: channelFixture({ profile_id: '17841400000000042' }),
      on: stockApi(files),
    });
    renderRoute(`/${lng}/chats`);
    const list = within(await screen.findByRole('complementary', { name: text.checklist }));
    expect(list.getAllByText(new RegExp(`— ${text.done}`))).toHaveLength(1); // the channel
    expect(list.getByRole('link', { name: text.upload })).toHaveAttribute('href', `/${lng}/chat_gpt`);

    await userEvent.click(list.getByRole('button', { name: text.sample }));
    expect(await list.findByRole('button', { name: text.assistantOn })).toBeInTheDocument();
    const upload = callsOf(mock).find((c) => c.method === 'POST' && c.url.startsWith('/api/v1/data/files/xls'))!;
    expect(upload.url).toContain(`channelId=${channelFixture().id}`);
    expect((upload.body as FormData).get('file')).toHaveProperty('name', 'stock-ua.csv');

    await userEvent.click(list.getByRole('button', { name: text.assistantOn }));
    expect(await list.findByRole('link', { name: text.simulator })).toHaveAttribute(
      'href',
      '/sandbox?account=17841400000000042',
    );
    expect(server.user.bot_status).toBe('ON');
    expect(list.getAllByText(new RegExp(`— ${text.done}`))).toHaveLength(3);

    // The customer writes: the last step ticks and the checklist goes, also after a reload.
    const { a, threads } = twoConversations();
    server.conversations.push(a);
    server.threads = threads;
    act(() => eventBus.emitServer({ type: 'NEW_CONVERSATION', data: { conversation_id: a.id } }));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: text.checklist })).not.toBeInTheDocument());
    cleanup();
    queryClient.clear();
    files.length = 0; // even with the stock gone, it does not come back
    renderRoute(`/${lng}/chats`);
    expect(await screen.findByRole('switch', { name: /AI/ })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: text.checklist })).not.toBeInTheDocument();
  });
});

it('turning the assistant on drafts the open conversation’s unanswered message (request-AI-answer)', async () => {
  resetBrowserState('ua');
  const { a, b, threads } = twoConversations();
  const { mock } = installInboxApi({
    conversations: [a, b],
    threads,
    user: userFixture({ bot_status: 'OFF' }),
    on: stockApi([{ name: 'stock.csv', status: 'READY' }]),
  });
  renderRoute(`/ua/chats?c=${TWO_IDS.A}`);
  const pane = await screen.findByRole('region', { name: 'Діалог з Олена' });
  await within(pane).findByText('Є сукня в розмірі M?');
  const header = screen.getAllByRole('switch', { name: 'AI-асистент' })[0]!;
  await userEvent.click(header);
  await waitFor(() =>
    expect(
      callsOf(mock).some((c) => c.method === 'PUT' && c.url === `/api/v1/channels/current/conversations/${TWO_IDS.A}`),
    ).toBe(true),
  );
  // The waiting note shows until the draft arrives.
  expect(await within(pane).findByText('Генерується відповідь АІ...')).toBeInTheDocument();
});
