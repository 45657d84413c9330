// Issue 14: a shop owner fills the knowledge base on /chat_gpt and sees the assistant use it:
// uploads the sample stock file, finds a product, connects the sandbox channel, links one of its
// posts to the product's article code, and asks in the Test tab. The sandbox is the platform.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../support/server';
import { launchBrowser, newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import { apiData, connectSandboxChannel, signUp } from '../support/journeys';

const STOCK = path.resolve(__dirname, '../../api/fixtures/stock-ua.csv');
const CODE = 'VT-1001';

let server: RunningServer;
let browser: Browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const api = <T>(page: Page, pathname: string) => apiData<T>(server, page, pathname);

describe('knowledge base journey (ua)', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    context = await newContext(browser, { locale: 'uk-UA' });
    page = await context.newPage();
  });
  after(async () => {
    await context?.close();
  });

  it('signs up', async () => {
    await signUp(server, page, 'ua', 'knowledge');
  });

  it('uploads the sample stock file: success message, then the file in the table', async () => {
    await page.goto(`${server.url}/ua/chat_gpt`);
    await page.getByLabel('Файл з товарами (.xls, .xlsx, .csv)').setInputFiles(STOCK);
    await page.getByRole('button', { name: 'Завантажити' }).click();
    await page.getByText('Файл завантажено').waitFor({ timeout: 30_000 });
    const row = page.getByRole('row', { name: /stock-ua\.csv/ });
    await row.waitFor({ timeout: 10_000 });
    assert.match(await row.innerText(), /CSV/);
    assert.match(await row.innerText(), /Оброблено \(товарів: 32\)/);
    assert.deepEqual(await axeViolations(page), [], 'axe: the upload tab with its file table');
  });

  it('finds the product by its article code with its sizes and price', async () => {
    await page.getByRole('link', { name: 'Content & Product' }).click();
    await page.getByLabel('Пошук за артикулом або назвою').fill(CODE);
    await page.getByRole('button', { name: 'Шукати' }).click();
    const rows = page.getByRole('table', { name: 'Продукт' }).getByRole('row');
    // The exact code ranks first; similar codes may follow it.
    await page.waitForFunction((code) => document.querySelector('table tbody tr td')?.textContent === code, CODE, {
      timeout: 10_000,
    });
    const range = await page
      .locator('p', { hasText: /\d+–\d+\/\d+$/ })
      .first()
      .textContent();
    assert.match(range ?? '', /0–\d+\/\d+$/, 'the offset–end/total label of the first page');
    const text = await rows.nth(1).innerText();
    assert.match(text, /VT-1001/);
    assert.match(text, /Сукня лляна міді/);
    assert.match(text, /M: 5 шт\./);
    assert.match(text.replace(/\s/g, ''), /1899/);
    assert.deepEqual(await axeViolations(page), [], 'axe: the products view');
  });

  it('connects the sandbox Instagram account', async () => {
    await page.goto(`${server.url}/ua/chats`);
    await connectSandboxChannel(page, 'ua', 'Knowledge shop');
    const current = await api<{ channel_name: string } | null>(page, '/api/v1/channels/currentChannel');
    assert.equal(current?.channel_name, 'Knowledge shop');
  });

  it("links one of the channel's posts to the product's article code", async () => {
    await page.goto(`${server.url}/ua/chat_gpt/content`);
    await page.getByRole('button', { name: 'Публікації' }).click();
    const table = page.getByRole('table', { name: 'Публікації' });
    // Opening the view reads the channel's posts from the (sandbox) platform.
    const add = table.getByRole('button', { name: /^Додати артикул: / }).first();
    await add.waitFor({ timeout: 15_000 });
    const label = (await add.getAttribute('aria-label')) ?? '';
    const title = label.replace('Додати артикул: ', '');
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Додати артикул' });
    await dialog.getByPlaceholder('Введіть артикул').fill(` ${CODE} `);
    await dialog.getByRole('button', { name: 'Зберегти' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Дані оновлено').waitFor();
    await table.getByRole('button', { name: `Змінити артикул: ${title}` }).waitFor();

    const list = await api<{ content: { title: string; code: string | null }[] }>(page, '/api/v1/publications');
    const linked = list.content.filter((p) => p.code === CODE);
    assert.equal(linked.length, 1);
    assert.equal(linked[0].title, title);
    assert.deepEqual(await axeViolations(page), [], 'axe: the publications view');
  });

  it('asks in the Test tab and sees a draft with the price from the stock file, and its trace', async () => {
    await page.getByRole('link', { name: 'Тестування' }).click();
    await page.getByLabel('Ваше питання').fill(`Скільки коштує ${CODE}?`);
    await page.getByRole('button', { name: 'Надіслати' }).click();
    const draft = page.getByLabel('Відповідь асистента');
    await draft.waitFor({ timeout: 30_000 });
    assert.match(await draft.innerText(), /1899/);
    await page.getByText(/^Кроки асистента \(\d+\)$/).click();
    await page.getByText('Пошук у базі знань').first().waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe: the Test tab with a draft and its trace');
  });

  it('the questions and reply-settings tabs pass axe', async () => {
    for (const tab of ['questions', 'settings']) {
      await page.goto(`${server.url}/ua/chat_gpt/${tab}`);
      await page.getByRole('tabpanel').or(page.getByRole('main')).first().waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await axeViolations(page), [], `axe: /ua/chat_gpt/${tab}`);
    }
  });
});
