// Issue 15: the owner's settings and the staff's debugger, in ua and en: the plan tab, a name change
// the side menu follows, a password change that ends the owner's other session, the assistant's
// steps in /ai_agent, an instructions update in /pipelines that the next customer's draft follows,
// and that conversation's trace in the debugger; axe-core on every screen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import {
  apiData,
  connectSandboxChannel,
  customerRow,
  passwordGrant,
  sandboxApi,
  SIGN_UP_PASSWORD,
  signUp,
} from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

const TEXTS = {
  ua: {
    plan: 'Поточний тариф',
    usage: /Чатів цього місяця: 0 з 50/,
    profileTab: 'Особистий кабінет',
    name: 'Ім’я',
    save: 'Зберегти',
    nameRequired: /Введіть/,
    nameChanged: "Ім'я змінено",
    oldPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    confirmPassword: 'Підтвердіть новий пароль',
    changePassword: 'Змінити пароль',
    passwordChanged: 'Пароль змінено',
    search: 'Пошук',
    update: 'Оновити',
    updated: 'Дані оновлено',
    instructions: 'Інструкції: Співрозмовник',
    auditor: 'Перевірка',
    conversations: 'Діалоги',
    chatWith: (name: string) => `Діалог з ${name}`,
    aiDraft: 'Відповідь AI',
  },
  en: {
    plan: 'Current plan',
    usage: /Chats this month: 0 of 50/,
    profileTab: 'Personal account',
    name: 'Name',
    save: 'Save',
    nameRequired: /Enter/,
    nameChanged: 'Name changed',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    changePassword: 'Change password',
    passwordChanged: 'Password changed',
    search: 'Search',
    update: 'Update',
    updated: 'Data updated',
    instructions: 'Communicator instructions',
    auditor: 'Auditor',
    conversations: 'Conversations',
    chatWith: (name: string) => `Conversation with ${name}`,
    aiDraft: 'AI reply',
  },
} as const;

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`settings and debugger (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;
    let email: string;

    before(async () => {
      context = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-US' });
      page = await context.newPage();
      email = await signUp(server, page, lng, 'settings');
    });
    after(async () => {
      await context?.close();
    });

    it('the plan tab opens first, with the trial and this month’s chats', async () => {
      await page.goto(`${server.url}/${lng}/settings`);
      await page.getByRole('heading', { name: text.plan }).waitFor();
      await page.getByText(text.usage).waitFor();
      assert.deepEqual(await axeViolations(page), []);
    });

    it('an empty name is refused; a new name is saved and the side menu follows', async () => {
      await page.getByRole('tab', { name: text.profileTab }).click();
      const name = page.getByLabel(text.name, { exact: true });
      await name.fill('   ');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page.getByText(text.nameRequired).first().waitFor();
      await name.fill('Оксана Мельник');
      await page.getByRole('button', { name: text.save, exact: true }).click();
      await page.getByText(text.nameChanged).waitFor();
      await page.getByRole('complementary').getByText('Оксана Мельник').waitFor();
      assert.deepEqual(await axeViolations(page), []);
    });

    it('a new password ends the owner’s other session at once', async () => {
      const other = await passwordGrant(server, email, SIGN_UP_PASSWORD);
      await page.getByLabel(text.oldPassword).fill(SIGN_UP_PASSWORD);
      await page.getByLabel(text.newPassword, { exact: true }).fill('second-Password-2');
      await page.getByLabel(text.confirmPassword).fill('second-Password-2');
      await page.getByRole('button', { name: text.changePassword }).click();
      await page.getByText(text.passwordChanged).waitFor();
      const refused = await fetch(`${server.url}/api/v1/users`, { headers: { Authorization: `Bearer ${other}` } });
      assert.equal(refused.status, 401, 'the other session is signed out');
      // This session stays signed in.
      assert.equal((await apiData<{ name: string }>(server, page, '/api/v1/users')).name, 'Оксана Мельник');
    });

    it('the debugger shows the assistant’s steps for a question', async () => {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const question = `Скільки коштує сукня? (${lng})`;
      const asked = await fetch(`${server.url}/api/v1/agent/test`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: question, lng }),
      });
      assert.equal(asked.status, 200);
      await page.goto(`${server.url}/${lng}/ai_agent`);
      await page.getByRole('button', { name: text.search, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: question });
      await row.waitFor();
      const communicator = row.locator('summary').nth(1);
      await communicator.click();
      await row.locator('details[open]').first().waitFor();
      // At 1280 px the four columns fit: the auditor's is not cut off on the right.
      const auditor = await page.getByRole('columnheader', { name: text.auditor }).boundingBox();
      assert.ok(auditor && auditor.x + auditor.width <= 1280, `AUDITOR column in view: ${JSON.stringify(auditor)}`);
      assert.deepEqual(await axeViolations(page), []);
    });

    // A sign-off line is one of the directives the offline provider honours (api/README.md, 'Instructions').
    const signOff = `Команда Vitrina, перевірка ${lng}`;

    it('pipelines: COMMUNICATOR’s instructions are updated', async () => {
      await page.goto(`${server.url}/${lng}/pipelines`);
      const instructions = page.getByLabel(text.instructions);
      const written = `Вітайся тепло.\nпідпис: ${signOff}`;
      await instructions.fill(written);
      await page.getByRole('button', { name: text.update }).click();
      await page.getByText(text.updated).waitFor();
      const config = await apiData<{ pipeline_info: { instructions: Record<string, string> } }>(
        server,
        page,
        '/api/v1/pipelines',
      );
      assert.equal(config.pipeline_info.instructions.COMMUNICATOR, written);
      assert.deepEqual(await axeViolations(page), []);
    });

    it('the next customer’s draft follows the new instructions, and the debugger shows its trace', async () => {
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Debug ${lng}`);
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const botOn = await fetch(`${server.url}/api/v1/users`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ bot_status: 'ON' }),
      });
      assert.equal(botOn.status, 200);
      const [channel] = await apiData<{ profile_id: string }[]>(server, page, '/api/v1/channels');
      const { customers } = await sandboxApi<{ customers: { id: string; name: string; username: string }[] }>(
        server,
        `/accounts/${channel!.profile_id}`,
      );
      const customer = customers[0]!;
      const name = customer.name || customer.username;
      const question = `Доброго дня! Чи є сукня в наявності? (${lng} trace)`;
      await sandboxApi(server, `/accounts/${channel!.profile_id}/customers/${customer.id}/messages`, {
        text: question,
      });

      // The draft in the inbox ends with the sign-off the instructions asked for.
      await (await customerRow(server, page, text.conversations, customer)).click();
      const draft = page
        .getByRole('region', { name: text.chatWith(name) })
        .getByRole('button', { name: new RegExp(`^${text.aiDraft} `) });
      await draft.waitFor({ timeout: 15_000 });
      assert.match((await draft.textContent()) ?? '', new RegExp(signOff));

      // The debugger's row for that message: COMMUNICATOR's step holds the same draft.
      await page.goto(`${server.url}/${lng}/ai_agent`);
      await page.getByRole('button', { name: text.search, exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: question });
      await row.waitFor();
      await row.locator('summary').nth(1).click();
      const communicator = row.locator('details[open]').first();
      await communicator.waitFor();
      assert.match((await communicator.textContent()) ?? '', new RegExp(signOff));
      assert.deepEqual(await axeViolations(page), []);
    });
  });
}
