import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@vitrina/shared/query';
import { callsOf, resetBrowserState } from '@vitrina/shared/testing';
import { renderRoute } from '../../../testing/render-route';
import { channelFixture } from '../../../testing/channels-api';
import { installInboxApi, twoConversations } from '../../../testing/chats-api';
import { loadMessageEventParser } from '../model/message-event';

/**
 * The composer counts a direct reply as Meta does (issue 29 item 3; docs/product.md §9.2):
 * Instagram 1,000 bytes of UTF-8 (a Cyrillic letter is 2), Messenger 2,000 characters; it shows
 * what is left and refuses a longer reply with a message, before any call.
 */
const T = {
  ua: {
    pane: 'Діалог з Олена',
    input: 'Повідомлення клієнту',
    send: 'Надіслати',
    igLeft: (n: number) => `Залишилось символів: ${n}`,
    igOver: (n: number) => `Задовге для Instagram: зайвих символів — ${n}`,
    igRefused: (n: number) =>
      `Повідомлення задовге для Instagram: приберіть символів — ${n} (Instagram рахує кириличну літеру за дві латинські). Скоротіть його.`,
    fbLeft: (n: number) => `Залишилось символів: ${n} з 2000`,
  },
  en: {
    pane: 'Conversation with Олена',
    input: 'Message to the customer',
    send: 'Send',
    igLeft: (n: number) => `Characters left: ${n}`,
    igOver: (n: number) => `Too long for Instagram: ${n} characters too many`,
    igRefused: (n: number) =>
      `The message is too long for Instagram by ${n} characters (Instagram counts a Cyrillic letter as two Latin ones). Shorten it.`,
    fbLeft: (n: number) => `Characters left: ${n} of 2000`,
  },
} as const;

beforeAll(async () => {
  await loadMessageEventParser();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterEach(() => queryClient.clear());

async function openOlena(lng: 'ua' | 'en', platform: 'INSTAGRAM' | 'FACEBOOK') {
  resetBrowserState(lng);
  const { a, b, threads } = twoConversations();
  const channel = channelFixture(
    platform === 'FACEBOOK' ? { platform, platform_type: platform, type: 'FACEBOOK_PAGE' } : {},
  );
  const { mock } = installInboxApi({ conversations: [a, b], threads, channel });
  renderRoute(`/${lng}/chats`);
  await userEvent.click(await screen.findByRole('button', { name: /Олена/ }));
  const pane = await screen.findByRole('region', { name: T[lng].pane });
  const input = await within(pane).findByLabelText(T[lng].input);
  return { mock, pane, input };
}

const sends = (mock: jest.Mock) =>
  callsOf(mock).filter((c) => c.method === 'POST' && c.url.endsWith('/current/messages'));

describe.each(['ua', 'en'] as const)('the reply’s length (%s)', (lng) => {
  const t = T[lng];

  it('Instagram: counts bytes of UTF-8 (Cyrillic letters are 2) and says the characters left; over 1000 bytes it says so and refuses to send, calling nothing', async () => {
    const { mock, pane, input } = await openOlena(lng, 'INSTAGRAM');
    // 1,000 bytes: 500 Cyrillic letters (never "bytes" on the screen).
    expect(input).toHaveAccessibleDescription(t.igLeft(500));
    await userEvent.type(input, 'Так є');
    // "Так" 6 + space 1 + "є" 2 = 9 bytes: 991 left, 495 more Cyrillic letters.
    expect(within(pane).getByText(t.igLeft(495))).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.click(input);
    // 501 Cyrillic letters: 1002 bytes, though only 501 characters.
    await userEvent.paste('я'.repeat(501));
    expect(input).toHaveAccessibleDescription(t.igOver(1));
    expect(input).toBeInvalid();
    await userEvent.click(within(pane).getByRole('button', { name: t.send }));
    expect(await within(pane).findByRole('alert')).toHaveTextContent(t.igRefused(1));
    expect(sends(mock)).toEqual([]);
    expect(input).toHaveValue('я'.repeat(501));
    // Back within the limit, it goes.
    await userEvent.type(input, '{Backspace}{Enter}');
    await screen.findByText('я'.repeat(500));
    expect(sends(mock)).toHaveLength(1);
  });

  it('Messenger: counts characters up to 2000', async () => {
    const { input } = await openOlena(lng, 'FACEBOOK');
    await userEvent.type(input, 'Так є');
    expect(input).toHaveAccessibleDescription(t.fbLeft(1995));
  });
});
