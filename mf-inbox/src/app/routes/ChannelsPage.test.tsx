import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@vitrina/shared/query';
import { CHANNEL_TOKEN_EXPIRED } from '@vitrina/shared/contracts';
import { jsonBody, response, resetBrowserState, textsByLanguage, callsOf } from '@vitrina/shared/testing';
import { isolateRouteTests, renderRoute } from '../../testing/render-route';
import { channelFixture, installChannelsApi, installPopup, returnCode } from '../../testing/channels-api';
import { storeReturnedAuthCode } from '../../features/channels/model/auth-popup';

const TEXTS = textsByLanguage({
  title: ['Канали', 'Channels'],
  table: ['Чати', 'Chats'],
  add: ['+ Додати новий канал', '+ Add a new channel'],
  headers: [
    ['Назва', 'Канал', 'Дії'],
    ['Name', 'Channel', 'Actions'],
  ],
  empty: ['Каналів ще немає.', 'No channels yet.'],
  loading: ['Завантаження каналів…', 'Loading channels…'],
  type: ['Instagram (бізнес-акаунт)', 'Instagram (business account)'],
  deleteNamed: ['Видалити канал Магазин', 'Delete the channel Магазин'],
  confirm: ['Видалити канал?', 'Delete the channel?'],
  yes: ['Так', 'Yes'],
  no: ['Ні', 'No'],
  deleteError: ['Помилка при запиті', 'Request error'],
  expired: [
    'Meta відкликала доступ до каналу: відкрийте «Повідомлення» й увійдіть знову, коли вікно попросить',
    'Meta revoked access to this channel: open Messages and sign in again when the window asks',
  ],
  modal: ['Новий канал', 'New channel'],
  name: ['Назва каналу', 'Channel name'],
  platform: ['Платформа', 'Platform'],
  facebook: ['Facebook-сторінка', 'Facebook page'],
  connect: ['Підключити', 'Connect'],
  required: ['Введіть назву', 'Enter a name'],
  blocked: [
    'Браузер заблокував вікно входу. Дозвольте спливаючі вікна для цього сайту й натисніть «Підключити» ще раз.',
    'The browser blocked the sign-in window. Allow pop-ups for this site and press “Connect” again.',
  ],
  closed: [
    'Вікно входу закрито до завершення. Канал не створено — спробуйте ще раз.',
    'The sign-in window was closed before it finished. No channel was created — try again.',
  ],
  denied: [
    'Ви скасували вхід, тож канал не підключено. Щоб підключити його, натисніть «Підключити» ще раз і дозвольте доступ у вікні входу.',
    'You cancelled the sign-in, so no channel was connected. To connect it, press Connect again and allow access in the sign-in window.',
  ],
  registerError: ['Не вдалося підключити канал', 'Could not connect the channel'],
  login: ['Спосіб входу', 'How to sign in'],
  importing: ['Імпортуємо останні розмови…', 'Importing recent conversations…'],
  imported: [(n: number) => `Імпортовано останніх розмов: ${n}`, (n: number) => `Recent conversations imported: ${n}`],
  importedNone: ['Останніх розмов для імпорту не було', 'There were no recent conversations to import'],
  instagramLogin: ['Вхід через Instagram', 'Instagram Login'],
  instagramLoginHint: [
    'Лише професійний акаунт Instagram, сторінка Facebook не потрібна',
    'Just the Instagram professional account, no Facebook Page needed',
  ],
  facebookLogin: ['Вхід через Facebook', 'Facebook Login'],
  facebookLoginHint: [
    'Акаунт Instagram, пов’язаний зі сторінкою Facebook',
    'An Instagram account linked to a Facebook Page',
  ],
  pageLogin: [
    'Сторінка Facebook (Messenger) підключається через вхід у Facebook.',
    'A Facebook page (Messenger) connects with Facebook Login.',
  ],
  reauthTitle: ['Увійдіть у платформу знову', 'Sign in to the platform again'],
  signIn: ['Увійти знову', 'Sign in again'],
});

isolateRouteTests();

describe.each(Object.entries(TEXTS))('/%s/channels', (lng, text) => {
  beforeEach(() => resetBrowserState(lng as 'ua' | 'en'));

  it('shows a spinner, then the title, the chats table with its columns and the empty row', async () => {
    installChannelsApi();
    renderRoute(`/${lng}/channels`);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.table })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(text.headers);
  });

  it('lists each channel: its name, platform type and account, and a delete button', async () => {
    installChannelsApi({ channels: [channelFixture()] });
    renderRoute(`/${lng}/channels`);
    const row = (await screen.findByText('Магазин')).closest('tr')!;
    expect(within(row).getByText(text.type)).toBeInTheDocument();
    expect(within(row).getByText('vitrina_shop')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: text.deleteNamed })).toBeEnabled();
  });

  it('a channel whose recent conversations are importing says so, then how many came (the list refetches meanwhile)', async () => {
    const running = channelFixture({ history: { status: 'RUNNING', conversations: null } });
    let served = 0;
    installChannelsApi({
      channels: [running],
      on: (call) => {
        if (call.method !== 'GET' || !call.url.endsWith('/api/v1/channels')) return undefined;
        served += 1;
        const channel = served === 1 ? running : { ...running, history: { status: 'DONE', conversations: 12 } };
        return response(200, { data: [channel] });
      },
    });
    renderRoute(`/${lng}/channels`);
    expect(await screen.findByText(text.importing)).toHaveAttribute('role', 'status');
    expect(await screen.findByText(text.imported(12), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(served).toBe(2);
  });

  it('a channel with no recent conversations to import says so, not "imported: 0"', async () => {
    installChannelsApi({ channels: [channelFixture({ history: { status: 'DONE', conversations: 0 } })] });
    renderRoute(`/${lng}/channels`);
    expect(await screen.findByText(text.importedNone)).toBeInTheDocument();
    expect(screen.queryByText(text.imported(0))).not.toBeInTheDocument();
  });

  it('a channel whose Meta token was revoked says so and what to do; a live one says nothing of it', async () => {
    installChannelsApi({
      channels: [
        channelFixture({ token_status: 'EXPIRED' }),
        channelFixture({ id: 'ch-live', channel_name: 'Другий', token_status: 'VALID' }),
      ],
    });
    renderRoute(`/${lng}/channels`);
    expect(await screen.findAllByText(text.expired)).toHaveLength(1);
  });

  it('delete asks first: No keeps the channel, Yes deletes it and the table refetches', async () => {
    const { mock } = installChannelsApi({ channels: [channelFixture()] });
    renderRoute(`/${lng}/channels`);
    await userEvent.click(await screen.findByRole('button', { name: text.deleteNamed }));
    let dialog = screen.getByRole('dialog', { name: text.confirm });
    await userEvent.click(within(dialog).getByRole('button', { name: text.no }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(mock).some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: text.deleteNamed }));
    dialog = screen.getByRole('dialog', { name: text.confirm });
    await userEvent.click(within(dialog).getByRole('button', { name: text.yes }));
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(callsOf(mock).find((call) => call.method === 'DELETE')?.url).toMatch(
      /\/api\/v1\/channels\/11111111-1111-4111-8111-111111111111$/,
    );
  });

  it('a failed delete shows the server message, else the fallback, and keeps the row', async () => {
    installChannelsApi({
      channels: [channelFixture()],
      on: (call) => (call.method === 'DELETE' ? response(500, {}) : undefined),
    });
    renderRoute(`/${lng}/channels`);
    await userEvent.click(await screen.findByRole('button', { name: text.deleteNamed }));
    await userEvent.click(screen.getByRole('button', { name: text.yes }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.deleteError);
    expect(screen.getByText('Магазин')).toBeInTheDocument();
  });

  it('the add-channel modal: labelled fields, focus inside, the name is required, Escape closes', async () => {
    const { open } = installPopup();
    installChannelsApi();
    renderRoute(`/${lng}/channels`);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.modal });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('group', { name: text.platform })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Instagram' })).toBeChecked();
    expect(await within(dialog).findByRole('radio', { name: text.facebook })).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(text.name), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: text.connect }));
    expect(await within(dialog).findByText(text.required)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Instagram signs in with Instagram Login by default; Facebook Login (a Page-linked account) is chosen from the keyboard', async () => {
    const { popup } = installPopup();
    const { mock } = installChannelsApi({ channels: [] });
    renderRoute(`/${lng}/channels`);
    await screen.findByText(text.empty);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    const dialog = screen.getByRole('dialog', { name: text.modal });
    const group = within(dialog).getByRole('group', { name: text.login });
    const instagram = within(group).getByRole('radio', { name: text.instagramLogin });
    const facebook = within(group).getByRole('radio', { name: text.facebookLogin });
    expect(instagram).toBeChecked();
    expect(instagram).toHaveAccessibleDescription(text.instagramLoginHint);
    expect(facebook).toHaveAccessibleDescription(text.facebookLoginHint);
    // Arrow keys move within the group, as native radios do.
    instagram.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(facebook).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText(text.name), 'Магазин');
    await userEvent.click(within(dialog).getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toBe('https://dialog.test/oauth?platform=INSTAGRAM'));
    const asked = callsOf(mock).find((call) => call.url.includes('/api/v1/channels/oauth-url'))!;
    expect(new URL(asked.url, 'http://x').searchParams.get('login')).toBe('FACEBOOK');
    act(() => popup.close());
    await screen.findByRole('alert');

    // A Facebook page has no choice: Facebook Login, said in words; no login is asked for.
    await userEvent.click(await within(dialog).findByRole('radio', { name: text.facebook }));
    expect(within(dialog).queryByRole('group', { name: text.login })).not.toBeInTheDocument();
    expect(within(dialog).getByText(text.pageLogin)).toBeInTheDocument();
  });

  /** No channel yet: the modal named 'Магазин', Connect pressed, the popup at the dialog. */
  async function connectFromEmpty() {
    const { popup } = installPopup();
    const { mock } = installChannelsApi({ channels: [] });
    renderRoute(`/${lng}/channels`);
    await screen.findByText(text.empty);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    await userEvent.type(screen.getByLabelText(text.name), 'Магазин');
    await userEvent.click(screen.getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/dialog\.test/));
    return { popup, mock };
  }

  it('the default sign-in asks the server for Instagram Login', async () => {
    const { mock } = await connectFromEmpty();
    const asked = callsOf(mock).find((call) => call.url.includes('/api/v1/channels/oauth-url'))!;
    expect(new URL(asked.url, 'http://x').searchParams.get('login')).toBe('INSTAGRAM');
  });

  it('offers a Facebook page only when the server can connect one', async () => {
    installChannelsApi({ platforms: ['INSTAGRAM'] });
    renderRoute(`/${lng}/channels`);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    // Once the server's answer is in (before it, Instagram alone is shown anyway).
    await waitFor(() => expect(queryClient.getQueryData(['channels', 'platforms'])).toBeDefined());
    const group = screen.getByRole('group', { name: text.platform });
    expect(within(group).getAllByRole('radio')).toHaveLength(1);
    expect(within(group).getByRole('radio', { name: 'Instagram' })).toBeChecked();
    expect(within(group).queryByRole('radio', { name: text.facebook })).not.toBeInTheDocument();
  });

  it('a blocked popup says so and creates nothing', async () => {
    installPopup({ blocked: true });
    const { mock } = installChannelsApi();
    renderRoute(`/${lng}/channels`);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    await userEvent.type(screen.getByLabelText(text.name), 'Магазин');
    await userEvent.click(screen.getByRole('button', { name: text.connect }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.blocked);
    expect(callsOf(mock).some((call) => call.method === 'POST')).toBe(false);
  });

  /** "Add", a name, "Connect": the popup is at the platform's dialog. */
  async function connectInPopup() {
    const { popup } = installPopup();
    const { mock } = installChannelsApi();
    renderRoute(`/${lng}/channels`);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    await userEvent.type(screen.getByLabelText(text.name), 'Магазин');
    await userEvent.click(screen.getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toBe('https://dialog.test/oauth?platform=INSTAGRAM'));
    return { popup, mock };
  }

  it('a popup closed without a code says so and creates nothing', async () => {
    const { popup, mock } = await connectInPopup();
    act(() => popup.close());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.closed);
    expect(callsOf(mock).some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: text.modal })).toBeInTheDocument();
  });

  it('Cancel in the platform’s dialog says the sign-in was cancelled (not that a window closed)', async () => {
    const { popup, mock } = await connectInPopup();
    // The return page, opened in the popup with ?error=access_denied&state=STATE, stores the refusal and closes.
    jest.spyOn(window, 'close').mockImplementation(() => popup.close());
    window.opener = {} as Window;
    expect(storeReturnedAuthCode('?error=access_denied&error_reason=user_denied&state=STATE')).toBe(true);
    window.opener = null;
    expect(await screen.findByRole('alert')).toHaveTextContent(text.denied);
    expect(callsOf(mock).some((call) => call.method === 'POST')).toBe(false);
  });

  it('code received → registered → current → the modal closes and the table refetches', async () => {
    const { popup, open } = installPopup();
    const { mock } = installChannelsApi({ channels: [] });
    renderRoute(`/${lng}/channels`);
    await screen.findByText(text.empty);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    await userEvent.click(await screen.findByRole('radio', { name: text.facebook }));
    await userEvent.type(screen.getByLabelText(text.name), '  Сторінка  ');
    await userEvent.click(screen.getByRole('button', { name: text.connect }));
    expect(open).toHaveBeenCalledWith('about:blank', expect.any(String), expect.stringMatching(/width=520,height=520/));
    await waitFor(() => expect(popup.location.href).toBe('https://dialog.test/oauth?platform=FACEBOOK'));
    act(() => returnCode('CODE-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const register = callsOf(mock).findIndex((call) => call.url.endsWith('/api/v1/users/fb/token/register'));
    expect(jsonBody(mock, register)).toEqual({
      token: 'CODE-1',
      channel_name: 'Сторінка',
      platform: 'FACEBOOK',
      lng,
      state: 'STATE',
    });
    expect(await screen.findByText('Сторінка')).toBeInTheDocument();
    expect(queryClient.getQueryData(['channels', 'current'])).toMatchObject({ channel_name: 'Сторінка' });
    expect(localStorage.getItem('authCode')).toBeNull();
  });

  it('a code returned with another state (planted by someone else) is dropped; only the issued one registers', async () => {
    const { mock } = await connectFromEmpty();
    act(() => returnCode('ATTACKER-CODE', 'ATTACKER-STATE'));
    act(() => returnCode('NO-STATE', ''));
    expect(localStorage.getItem('authCode')).toBeNull();
    const registers = () => callsOf(mock).filter((call) => call.url.endsWith('/api/v1/users/fb/token/register'));
    expect(registers()).toEqual([]);
    expect(screen.getByRole('dialog', { name: text.modal })).toBeInTheDocument();
    act(() => returnCode('OWN-CODE'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const register = callsOf(mock).findIndex((call) => call.url.endsWith('/api/v1/users/fb/token/register'));
    expect(jsonBody(mock, register)).toMatchObject({ token: 'OWN-CODE', state: 'STATE' });
    expect(registers()).toHaveLength(1);
  });

  it('a refused registration shows the server message and keeps the modal open', async () => {
    const { popup } = installPopup();
    installChannelsApi({
      on: (call) =>
        call.url.endsWith('/token/register') ? response(400, { error_message: 'Код недійсний' }) : undefined,
    });
    renderRoute(`/${lng}/channels`);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    await userEvent.type(screen.getByLabelText(text.name), 'Магазин');
    await userEvent.click(screen.getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/dialog\.test/));
    act(() => returnCode('BAD'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Код недійсний');
    expect(screen.getByRole('dialog', { name: text.modal })).toBeInTheDocument();
  });

  it('a register failure without a server message shows the fallback', async () => {
    const { popup } = installPopup();
    installChannelsApi({ on: (call) => (call.url.endsWith('/token/register') ? response(502, {}) : undefined) });
    renderRoute(`/${lng}/channels`);
    await userEvent.click(screen.getByRole('button', { name: text.add }));
    await userEvent.type(screen.getByLabelText(text.name), 'Магазин');
    await userEvent.click(screen.getByRole('button', { name: text.connect }));
    await waitFor(() => expect(popup.location.href).toMatch(/^https:\/\/dialog\.test/));
    act(() => returnCode('CODE'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.registerError);
  });

  it('409 CHANNEL_TOKEN_EXPIRED (the spec 407): asks to sign in again, re-runs the popup for the current channel, registers, retries the call', async () => {
    const { popup } = installPopup();
    const current = channelFixture({ token_status: 'EXPIRED' });
    let expired = true;
    const { mock } = installChannelsApi({
      channels: [current],
      on: (call) =>
        expired && call.method === 'GET' && /\/api\/v1\/channels$/.test(call.url)
          ? response(409, { error_message: 'expired', error_code: CHANNEL_TOKEN_EXPIRED })
          : undefined,
    });
    queryClient.setQueryData(['channels', 'current'], current);
    renderRoute(`/${lng}/channels`);
    const dialog = await screen.findByRole('dialog', { name: text.reauthTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.signIn }));
    await waitFor(() => expect(popup.location.href).toBe('https://dialog.test/oauth?platform=INSTAGRAM'));
    expired = false;
    act(() => returnCode('CODE-2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Магазин')).toBeInTheDocument();
    const register = callsOf(mock).findIndex((call) => call.url.endsWith('/token/register'));
    expect(jsonBody(mock, register)).toMatchObject({ token: 'CODE-2', channel_name: 'Магазин', platform: 'INSTAGRAM' });
  });
});
