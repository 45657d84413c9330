// Issue 51: a shop of several people (docs/product.md §9.15), in each language, with two browsers:
// the owner and a manager. The owner connects the sandbox, invites the manager and adds a saved
// reply with a picture in Settings › Team; the manager joins through the mailed link (the local
// mailbox) and signs in. Two customers write; the owner assigns the first to the manager, whose
// "Mine" list shows it live; while the manager has it open and types, the owner's window says so;
// the manager's internal note never reaches the customer; the owner labels the conversation and
// the list's label filter shows only it; the manager sends the saved reply by its /command ({name}
// and {product} filled) and the customer receives its text and then its picture as an image
// attachment; the owner, replying on top of it, is asked first; the owner marks the conversation
// done (the status filter, the manager's tools live) and the customer's next message opens it
// again. axe over the team tools and the list's filters; the chats page with the tools at 375×812.
// Last, the owner removes the manager: her open inbox is signed out and her token refused.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import {
  apiData,
  connectSandboxChannel,
  eventually,
  sandboxApi,
  signedInPhone,
  signUp,
  type SandboxCustomer,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';
import { tookOver } from '../support/take-over';

const TEXTS = {
  ua: {
    // Settings › Team (mf-settings).
    teamTab: 'Команда',
    teamTitle: 'Команда магазину',
    sendInvitation: 'Надіслати запрошення',
    invited: 'Запрошення надіслано',
    savedReplies: 'Збережені відповіді',
    shortcut: 'Команда',
    replyText: 'Текст',
    picture: 'Картинка (посилання, необов’язково)',
    addReply: 'Додати відповідь',
    // The invitation page and the login page (mf-auth).
    name: 'Ім’я',
    password: 'Пароль',
    join: 'Приєднатися',
    joined: 'Готово: увійдіть зі своїм email і паролем',
    logIn: 'Увійти',
    // The inbox (mf-inbox).
    conversations: 'Діалоги',
    chatWith: (name: string) => `Діалог з ${name}`,
    input: 'Повідомлення клієнту',
    send: 'Надіслати',
    filters: 'Фільтри переписок',
    view: 'Показати',
    label: 'Мітка',
    tools: 'Робота з перепискою',
    assign: 'Призначити переписку',
    labels: 'Мітки',
    newLabel: 'Нова мітка',
    addLabel: 'Додати',
    notes: 'Нотатки',
    noteField: 'Нотатка',
    addNote: 'Зберегти нотатку',
    viewing: (name: string) => `${name} переглядає цю переписку`,
    typing: (name: string) => `${name} друкує відповідь…`,
    collision: /^Колега відповів у цій переписці \d+ с тому\. Все одно надіслати\?$/,
    reply: 'Вітаю, {name}! Ось фото {product}, яке ви просили.',
    pictureAttached: 'Картинка піде після тексту',
    conversationStatus: 'Статус переписки',
    status: 'Статус',
    remove: 'Видалити',
    note: 'Клієнтка просить не дзвонити до 18:00',
    labelName: 'Опт',
  },
  en: {
    teamTab: 'Team',
    teamTitle: 'Your shop’s team',
    sendInvitation: 'Send invitation',
    invited: 'Invitation sent',
    savedReplies: 'Saved replies',
    shortcut: 'Command',
    replyText: 'Text',
    picture: 'Picture (a link, optional)',
    addReply: 'Add reply',
    name: 'Name',
    password: 'Password',
    join: 'Join the team',
    joined: 'Done: sign in with your email and password',
    logIn: 'Log in',
    conversations: 'Conversations',
    chatWith: (name: string) => `Conversation with ${name}`,
    input: 'Message to the customer',
    send: 'Send',
    filters: 'Conversation filters',
    view: 'Show',
    label: 'Label',
    tools: 'Conversation tools',
    assign: 'Assign conversation',
    labels: 'Labels',
    newLabel: 'New label',
    addLabel: 'Add',
    notes: 'Notes',
    noteField: 'Note',
    addNote: 'Save note',
    viewing: (name: string) => `${name} is viewing this conversation`,
    typing: (name: string) => `${name} is typing a reply…`,
    collision: /^A teammate replied in this conversation \d+ s ago\. Send anyway\?$/,
    reply: 'Hello {name}! Here is the photo of {product} you asked for.',
    pictureAttached: 'The picture goes after the text',
    conversationStatus: 'Conversation status',
    status: 'Status',
    remove: 'Remove',
    note: 'The customer asks not to call before 6 pm',
    labelName: 'Wholesale',
  },
} as const;

const MANAGER_NAME = 'Marta';
const MANAGER_PASSWORD = 'manager-Password-2';

interface SandboxMessage {
  text: string | null;
  from_shop: boolean;
  attachments: Array<{ type: string; url: string }>;
}

/** The article code the manager puts on the customer's photo: the saved reply's {product}. */
const PRODUCT_CODE = 'DR-1024';

/** A call of the API as the signed-in person of `page`: its status and `data`. */
async function apiCall<T>(
  server: RunningServer,
  page: Page,
  method: 'PUT' | 'GET',
  path: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

/** The page's width is the screen's: nothing makes the page scroll sideways. */
async function scrollsSideways(page: Page): Promise<string | null> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);
  return scrollWidth > width ? `the page scrolls sideways: ${scrollWidth} > ${width}` : null;
}

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  const locale = lng === 'ua' ? 'uk-UA' : 'en-US';
  describe(`a shop of two people: owner and manager (${lng})`, () => {
    let ownerContext: BrowserContext;
    let managerContext: BrowserContext;
    let owner: Page;
    let manager: Page;
    let account: string;
    let first: SandboxCustomer;
    let second: SandboxCustomer;
    const managerEmail = `team-manager-${lng}-${Date.now()}@example.com`;
    const shortcut = `photo${lng}`;
    // A picture Meta (here the sandbox) can fetch: the sandbox's own, served by this server.
    let pictureUrl = '';
    const note = `${text.note} (${Date.now()})`;
    const sandbox = <T>(p: string, body?: unknown) => sandboxApi<T>(server, p, body);
    const shown = (c: SandboxCustomer) => c.name || c.username;
    const customerMessages = async (c: SandboxCustomer) =>
      (await sandbox<{ messages: SandboxMessage[] }>(`/accounts/${account}/customers/${c.id}/messages`)).messages;
    const list = (page: Page) => page.getByRole('region', { name: text.conversations });
    const row = (page: Page, c: SandboxCustomer) => list(page).getByRole('button', { name: new RegExp(shown(c)) });
    const pane = (page: Page, c: SandboxCustomer) => page.getByRole('region', { name: text.chatWith(shown(c)) });
    const tools = (page: Page) => page.getByRole('group', { name: text.tools });
    const filters = (page: Page) => page.getByRole('group', { name: text.filters });
    const toolsSelector = `[role="group"][aria-label="${text.tools}"]`;
    const filtersSelector = `[role="group"][aria-label="${text.filters}"]`;

    /**
     * The customer's named row in the owner's list. Twice in CI (2026-12-02, at the run's most loaded
     * minutes) neither customer's row came in 90 s, with no failed profile read logged; the suite
     * passed alone. After 60 s the page is read again (the list as loaded, not only live), and a miss
     * says what the API listed, so the next failure tells a lost live update from a name never read.
     */
    async function named(page: Page, c: SandboxCustomer): Promise<void> {
      if (
        await row(page, c)
          .waitFor({ timeout: 60_000 })
          .then(
            () => true,
            () => false,
          )
      )
        return;
      // What the API lists at the miss: the row named there means a live update was lost.
      const listed = await apiData<unknown[]>(server, page, '/api/v1/channels/current/conversations').catch(String);
      console.log(`[team] no live row for ${shown(c)} in 60 s; API: ${JSON.stringify(listed).slice(0, 600)}`);
      await page.reload();
      await row(page, c)
        .waitFor({ timeout: 60_000 })
        .catch(async (e: unknown) => {
          const listed = await apiData<unknown[]>(server, page, '/api/v1/channels/current/conversations').catch(String);
          assert.fail(`no row for ${shown(c)}: ${String(e)}; API: ${JSON.stringify(listed).slice(0, 600)}`);
        });
    }

    async function open(page: Page, c: SandboxCustomer): Promise<Locator> {
      await row(page, c).click();
      const chat = pane(page, c);
      await chat.waitFor({ timeout: 15_000 });
      await tools(page).waitFor({ timeout: 15_000 });
      return chat;
    }

    before(async () => {
      // A picture Meta (here the sandbox) can fetch: the sandbox's own, served by this server.
      pictureUrl = `${server.url}/sandbox/media/photo-fabric.png`;
      ownerContext = await newContext(browser, { locale });
      owner = await ownerContext.newPage();
      await signUp(server, owner, lng, 'team');
      await connectSandboxChannel(owner, lng, `Team ${lng}`);
      const [channel] = await apiData<{ profile_id: string }[]>(server, owner, '/api/v1/channels');
      account = channel.profile_id;
      const state = await sandbox<{ customers: SandboxCustomer[] }>(`/accounts/${account}`);
      [first, second] = state.customers as [SandboxCustomer, SandboxCustomer];
      assert.ok(first && second, 'the sandbox account has two customers');
      managerContext = await newContext(browser, { locale });
      manager = await managerContext.newPage();
    });
    after(async () => {
      await ownerContext?.close();
      await managerContext?.close();
    });

    it('the owner invites a manager and adds a saved reply with a picture in Settings › Team', async () => {
      await owner.goto(`${server.url}/${lng}/settings`);
      await owner.getByRole('tab', { name: text.teamTab }).click();
      const team = owner.getByRole('region', { name: text.teamTitle });
      await team.getByLabel('Email').fill(managerEmail);
      await team.getByRole('button', { name: text.sendInvitation }).click();
      await team.getByText(text.invited).waitFor({ timeout: 15_000 });
      await team.getByText(managerEmail).waitFor({ timeout: 15_000 });

      const replies = owner.getByRole('region', { name: text.savedReplies });
      await replies.getByLabel(text.shortcut).fill(shortcut);
      await replies.getByLabel(text.replyText, { exact: true }).fill(text.reply);
      await replies.getByLabel(text.picture).fill(pictureUrl);
      await replies.getByRole('button', { name: text.addReply }).click();
      await replies.getByText(`/${shortcut}`).waitFor({ timeout: 15_000 });
      const stored = await apiData<{ shortcut: string; image_url: string | null }[]>(
        server,
        owner,
        '/api/v1/saved-replies',
      );
      assert.deepEqual(
        stored.map((r) => [r.shortcut, r.image_url]),
        [[shortcut, pictureUrl]],
      );
      // The tab with the teammates, the pending invitation and the saved reply listed.
      assert.deepEqual(await axeViolations(owner, '[role="tabpanel"]'), []);
    });

    it('the manager joins through the mailed link and signs in in a second browser', async () => {
      const mail = await eventually(
        async () => {
          const res = await fetch(`${server.url}/api/v1/dev/mailbox`);
          return ((await res.json()) as { data: Mail[] }).data.find((m) => m.to === managerEmail);
        },
        (m) => m !== undefined,
        15_000,
      );
      const link = mail!.links.find((l) => l.includes(`/${lng}/join/`));
      assert.ok(link, `the invitation links to /${lng}/join/: ${JSON.stringify(mail!.links)}`);
      await manager.goto(link);
      await manager.getByText(managerEmail).waitFor({ timeout: 15_000 });
      assert.deepEqual(await axeViolations(manager, 'form'), []);
      await manager.getByLabel(text.name).fill(MANAGER_NAME);
      await manager.getByLabel(text.password, { exact: true }).fill(MANAGER_PASSWORD);
      await manager.getByRole('button', { name: text.join }).click();
      await manager.getByText(text.joined).waitFor({ timeout: 15_000 });

      await manager.goto(`${server.url}/${lng}/login`);
      await tookOver(manager);
      await manager.getByLabel('Email').fill(managerEmail);
      await manager.getByLabel(text.password, { exact: true }).fill(MANAGER_PASSWORD);
      await manager.getByRole('button', { name: text.logIn, exact: true }).last().click();
      await manager.waitForURL(new RegExp(`/${lng}/chats$`), { timeout: 15_000 });
      const me = await apiData<{ role: string; name: string }>(server, manager, '/api/v1/users');
      assert.equal(me.role, 'MANAGER');
      assert.equal(me.name, MANAGER_NAME);
    });

    it('two customers write; assigned to the manager, the first shows live under "Mine" in her inbox', async () => {
      await owner.goto(`${server.url}/${lng}/chats`);
      await manager.reload();
      // The manager's list shows her own conversations only: none yet.
      await filters(manager).getByLabel(text.view).selectOption('mine');

      await sandbox(`/accounts/${account}/customers/${first.id}/messages`, { text: 'Є фото в іншому кольорі?' });
      await sandbox(`/accounts/${account}/customers/${first.id}/messages`, { image: 'photo-mirror' });
      await sandbox(`/accounts/${account}/customers/${second.id}/messages`, { text: 'Коли відправка?' });
      // The row takes the customer's name when the profile is read in the background (slow when loaded).
      await named(owner, first);
      await named(owner, second);
      assert.equal(await row(manager, first).count(), 0, 'not the manager’s before it is assigned');

      await open(owner, first);
      await tools(owner).getByLabel(text.assign).selectOption({ label: MANAGER_NAME });
      await row(manager, first).waitFor({ timeout: 20_000 });
      assert.equal(await row(manager, second).count(), 0, 'the unassigned conversation is not under Mine');
      const [conversation] = await apiData<{ id: string; assignee: { name: string } | null }[]>(
        server,
        manager,
        '/api/v1/channels/current/conversations?assignee=me',
      );
      assert.equal(conversation?.assignee?.name, MANAGER_NAME);

      // The manager names the product of the customer's photo (the article-code form's call).
      const messages = await eventually(
        async () =>
          (
            await apiCall<Array<{ id: string; attachments: Array<{ asset_id: string }> }>>(
              server,
              manager,
              'GET',
              `/api/v1/channels/current/conversations/${conversation!.id}/messages`,
            )
          ).data,
        (list) => list.some((m) => m.attachments.length > 0),
        30_000,
      );
      const photo = messages.find((m) => m.attachments.length > 0)!;
      const coded = await apiCall(
        server,
        manager,
        'PUT',
        `/api/v1/channels/current/conversations/${conversation!.id}/${photo.id}`,
        { code: PRODUCT_CODE, asset_id: photo.attachments[0]!.asset_id },
      );
      assert.equal(coded.status, 200, 'the photo’s article code is stored');
    });

    it('the owner’s window says the manager has the conversation open, then that she types', async () => {
      const chat = await open(manager, first);
      await tools(owner).getByText(text.viewing(MANAGER_NAME)).waitFor({ timeout: 20_000 });
      await chat.getByLabel(text.input).pressSequentially('Зараз');
      await tools(owner).getByText(text.typing(MANAGER_NAME)).waitFor({ timeout: 20_000 });
      await chat.getByLabel(text.input).fill('');
    });

    it('the manager’s internal note is kept with the conversation; axe finds nothing in the notes', async () => {
      await tools(manager).getByRole('button', { name: text.notes }).click();
      await tools(manager).getByLabel(text.noteField, { exact: true }).fill(note);
      await tools(manager).getByRole('button', { name: text.addNote }).click();
      // The note is a card of the list (the field still holds its text until the server answers).
      await tools(manager).getByRole('listitem').filter({ hasText: note }).waitFor({ timeout: 15_000 });
      await eventually(
        () => tools(manager).getByLabel(text.noteField, { exact: true }).inputValue(),
        (v) => v === '',
        15_000,
      );
      assert.deepEqual(await axeViolations(manager, toolsSelector), []);
      await tools(manager).getByRole('button', { name: text.notes }).click();
      await tools(manager)
        .getByRole('listitem')
        .filter({ hasText: note })
        .waitFor({ state: 'detached', timeout: 5_000 });
    });

    it('the owner labels the conversation and the list’s label filter shows only it; axe finds nothing', async () => {
      const labels = tools(owner).getByRole('button', { name: text.labels });
      await labels.click();
      await tools(owner).getByLabel(text.newLabel).fill(text.labelName);
      await tools(owner).getByRole('button', { name: text.addLabel, exact: true }).click();
      await tools(owner).getByRole('checkbox', { name: text.labelName }).waitFor({ timeout: 15_000 });
      await eventually(
        () => tools(owner).getByRole('checkbox', { name: text.labelName }).isChecked(),
        (checked) => checked,
        15_000,
      );
      assert.deepEqual(await axeViolations(owner, toolsSelector), []);
      await labels.click();
      await tools(owner)
        .getByRole('button', { name: `${text.labels} (1)` })
        .waitFor({ timeout: 15_000 });

      await filters(owner).getByLabel(text.label).selectOption({ label: text.labelName });
      await eventually(
        async () => [await row(owner, first).count(), await row(owner, second).count()],
        ([a, b]) => a === 1 && b === 0,
        15_000,
      );
      assert.deepEqual(await axeViolations(owner, filtersSelector), []);
      await filters(owner).getByLabel(text.label).selectOption('');
      await row(owner, second).waitFor({ timeout: 15_000 });
    });

    it('the manager sends the saved reply by its /command: the customer gets its text, then its picture, not the note', async () => {
      const chat = pane(manager, first);
      const input = chat.getByLabel(text.input);
      await input.fill('');
      await input.pressSequentially(`/${shortcut.slice(0, 3)}`);
      const suggestions = manager.getByRole('listbox', { name: text.savedReplies });
      await suggestions.getByRole('option', { name: new RegExp(`/${shortcut}`) }).waitFor({ timeout: 10_000 });
      assert.deepEqual(await axeViolations(manager, `[role="listbox"]`), []);
      await input.press('Enter');
      const expected = text.reply.replace('{name}', shown(first)).replace('{product}', PRODUCT_CODE);
      assert.equal(await input.inputValue(), expected, 'the command became the reply, {name} and {product} filled');
      // The picture is beside the text, not in it.
      await chat.getByText(text.pictureAttached).waitFor({ timeout: 5_000 });
      await chat.getByRole('button', { name: text.send, exact: true }).click();
      await eventually(
        () => input.inputValue(),
        (v) => v === '',
        15_000,
      );
      const received = await eventually(
        () => customerMessages(first),
        (messages) => messages.some((m) => m.from_shop && m.attachments.some((a) => a.url === pictureUrl)),
        15_000,
      );
      const shop = received.filter((m) => m.from_shop);
      // The text, then the picture as an image attachment of its own message.
      assert.deepEqual(
        shop.map((m) => [m.text, m.attachments.map((a) => [a.type, a.url])]),
        [
          [expected, []],
          [null, [['image', pictureUrl]]],
        ],
      );
      // The note was written before the reply the customer now has: it never reached her.
      assert.ok(
        received.every((m) => !m.text?.includes(note)),
        'the internal note never reached the customer',
      );
      assert.ok(
        (await customerMessages(second)).every((m) => !m.from_shop),
        'the other customer got nothing',
      );
      // The manager's thread shows the picture sent.
      await chat.locator(`img[src="${pictureUrl}"]`).first().waitFor({ timeout: 15_000 });
    });

    it('the owner replying right after the manager is asked first (collision)', async () => {
      const chat = pane(owner, first);
      // The manager's reply is in the owner's thread (live).
      await chat.locator(`img[src="${pictureUrl}"]`).first().waitFor({ timeout: 20_000 });
      await chat.getByLabel(text.input).fill('ok');
      // The confirm blocks the page until answered: answered (no) as it opens, so the click returns.
      const asked = new Promise<string>((resolve) =>
        owner.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await chat.getByRole('button', { name: text.send, exact: true }).click();
      const question = await Promise.race([
        asked,
        new Promise<string>((resolve) => setTimeout(() => resolve('(no question in 10 s)'), 10_000).unref()),
      ]);
      assert.match(question, text.collision);
      assert.equal(await chat.getByLabel(text.input).inputValue(), 'ok', 'not sent: the text stays');
      assert.ok(
        (await customerMessages(first)).every((m) => m.text !== 'ok'),
        'the customer did not get it',
      );
      await chat.getByLabel(text.input).fill('');
    });

    it('the owner marks the conversation done: the status filter and the manager’s tools follow; the customer’s next message opens it again', async () => {
      await tools(owner).getByLabel(text.conversationStatus).selectOption('DONE');
      // Live in the manager's open conversation.
      await eventually(
        () => tools(manager).getByLabel(text.conversationStatus).inputValue(),
        (v) => v === 'DONE',
        20_000,
      );
      const statusFilter = filters(owner).getByLabel(text.status, { exact: true });
      await statusFilter.selectOption('DONE');
      await eventually(
        async () => [await row(owner, first).count(), await row(owner, second).count()],
        ([a, b]) => a === 1 && b === 0,
        15_000,
      );
      await statusFilter.selectOption('OPEN');
      await eventually(
        async () => [await row(owner, first).count(), await row(owner, second).count()],
        ([a, b]) => a === 0 && b === 1,
        15_000,
      );
      assert.deepEqual(await axeViolations(owner, filtersSelector), []);
      // The customer writes again: the conversation is open again, in the list and in the tools.
      await sandbox(`/accounts/${account}/customers/${first.id}/messages`, { text: 'А ще питання' });
      await row(owner, first).waitFor({ timeout: 20_000 });
      await eventually(
        () => tools(manager).getByLabel(text.conversationStatus).inputValue(),
        (v) => v === 'OPEN',
        20_000,
      );
      await statusFilter.selectOption('');
    });

    it('at 375×812 the chats page with the team tools does not scroll sideways; axe finds nothing', async () => {
      const { phone, mobile } = await signedInPhone(server, browser, manager, lng);
      try {
        await mobile.setViewportSize({ width: 375, height: 812 });
        await mobile.goto(`${server.url}/${lng}/chats`);
        await filters(mobile).waitFor({ timeout: 15_000 });
        await row(mobile, first).waitFor({ timeout: 15_000 });
        assert.equal(await scrollsSideways(mobile), null, 'the list with its filters');
        assert.deepEqual(await axeViolations(mobile, filtersSelector), []);
        await open(mobile, first);
        await tools(mobile).getByRole('button', { name: text.notes }).click();
        await tools(mobile).getByRole('listitem').filter({ hasText: note }).waitFor({ timeout: 15_000 });
        assert.equal(await scrollsSideways(mobile), null, 'the conversation with its tools and notes open');
        assert.deepEqual(await axeViolations(mobile, toolsSelector), []);
      } finally {
        await phone.close();
      }
    });

    it('the owner removes the manager: her open inbox is signed out at once and her token refused', async () => {
      await manager.goto(`${server.url}/${lng}/chats`);
      await list(manager).waitFor({ timeout: 15_000 });
      const token = await manager.evaluate(() => localStorage.getItem('token'));
      await owner.goto(`${server.url}/${lng}/settings`);
      await owner.getByRole('tab', { name: text.teamTab }).click();
      const team = owner.getByRole('region', { name: text.teamTitle });
      owner.once('dialog', (dialog) => void dialog.accept());
      await team
        .getByRole('listitem')
        .filter({ hasText: managerEmail })
        .getByRole('button', { name: text.remove })
        .click();
      await team
        .getByRole('listitem')
        .filter({ hasText: managerEmail })
        .waitFor({ state: 'detached', timeout: 15_000 });
      // Her socket closes with 4401, the refresh is refused: the page goes to the login form.
      await manager.waitForURL(new RegExp(`/${lng}/login`), { timeout: 30_000 });
      const refused = await fetch(`${server.url}/api/v1/channels/current/conversations`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(refused.status, 401, 'the removed manager’s token is refused');
    });
  });
}
