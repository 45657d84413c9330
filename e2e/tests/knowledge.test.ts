// Issue 14: a shop owner fills the knowledge base on /chat_gpt and sees the assistant use it:
// uploads the sample stock file, finds a product, connects the sandbox channel, links one of its
// posts to the product's article code, and asks in the Test tab, in Ukrainian and in English
// (two accounts on one server). The sandbox is the platform.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { axeViolations } from '../support/axe';
import { apiData, connectSandboxChannel, signUp } from '../support/journeys';
import { serverAndBrowser } from '../support/suite';

const STOCK = path.resolve(__dirname, '../../api/fixtures/stock-ua.csv');
const CODE = 'VT-1001';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

const api = <T>(page: Page, pathname: string) => apiData<T>(server, page, pathname);

/** What the journey reads and types, per language (mf-knowledge/src/app/locales). */
const TEXTS = {
  ua: {
    locale: 'uk-UA',
    fileInput: 'Файл з товарами (.xls, .xlsx, .csv)',
    upload: 'Завантажити',
    confirmImport: /^Імпортувати \(\d+\)$/,
    uploaded: 'Файл завантажено',
    processed: /Оброблено \(товарів: 38\)/,
    productSearch: 'Пошук за артикулом або назвою',
    contentTab: 'Контент і товари',
    search: 'Шукати',
    productTable: 'Продукт',
    sizeQuantity: /M: 5 шт\./,
    // The price as the language formats it (Ukrainian groups with a space, if at all; English with a comma).
    price: /1\s?899/,
    publications: 'Публікації',
    addCode: 'Додати артикул: ',
    addCodeDialog: 'Додати артикул',
    codePlaceholder: 'Введіть артикул',
    save: 'Зберегти',
    updated: 'Дані оновлено',
    changeCode: 'Змінити артикул: ',
    testTab: 'Тестування',
    question: 'Ваше питання',
    ask: `Скільки коштує ${CODE}?`,
    send: 'Надіслати',
    draft: 'Відповідь асистента',
    trace: /^Кроки асистента \(\d+\)$/,
    retriever: 'Пошук у базі знань',
  },
  en: {
    locale: 'en-US',
    fileInput: 'Product file (.xls, .xlsx, .csv)',
    upload: 'Upload',
    confirmImport: /^Import \(\d+\)$/,
    uploaded: 'File uploaded',
    processed: /Processed \(products: 38\)/,
    productSearch: 'Search by article code or name',
    contentTab: 'Content & Product',
    search: 'Search',
    productTable: 'Product',
    sizeQuantity: /M: 5 pcs/,
    price: /1,899/,
    publications: 'Publications',
    addCode: 'Add an article code: ',
    addCodeDialog: 'Add an article code',
    codePlaceholder: 'Enter the article code',
    save: 'Save',
    updated: 'Data updated',
    changeCode: 'Change the article code: ',
    testTab: 'Testing',
    question: 'Your question',
    ask: `How much is ${CODE}?`,
    send: 'Send',
    draft: 'Assistant answer',
    trace: /^Assistant steps \(\d+\)$/,
    retriever: 'Knowledge search',
  },
} as const;

for (const lng of ['ua', 'en'] as const) {
  const text = TEXTS[lng];
  describe(`knowledge base journey (${lng})`, () => {
    let context: BrowserContext;
    let page: Page;

    before(async () => {
      context = await newContext(browser, { locale: text.locale });
      page = await context.newPage();
    });
    after(async () => {
      await context?.close();
    });

    it('signs up', async () => {
      await signUp(server, page, lng, 'knowledge');
    });

    it('uploads the sample stock file: success message, then the file in the table', async () => {
      await page.goto(`${server.url}/${lng}/chat_gpt`);
      await page.getByLabel(text.fileInput).setInputFiles(STOCK);
      await page.getByRole('button', { name: text.upload }).click();
      // The preview (docs/product.md §9.4): nothing is imported until it is confirmed.
      const confirm = page.getByRole('button', { name: text.confirmImport });
      await confirm.waitFor({ timeout: 30_000 });
      assert.deepEqual(await axeViolations(page), [], 'axe: the import preview');
      await confirm.click();
      await page.getByText(text.uploaded).waitFor({ timeout: 30_000 });
      const row = page.getByRole('row', { name: /stock-ua\.csv/ });
      await row.waitFor({ timeout: 10_000 });
      assert.match(await row.innerText(), /CSV/);
      assert.match(await row.innerText(), text.processed);
      assert.deepEqual(await axeViolations(page), [], 'axe: the upload tab with its file table');
    });

    it('finds the product by its article code with its sizes and price', async () => {
      await page.getByRole('link', { name: text.contentTab }).click();
      await page.getByLabel(text.productSearch).fill(CODE);
      await page.getByRole('button', { name: text.search }).click();
      const rows = page.getByRole('table', { name: text.productTable }).getByRole('row');
      // The exact code ranks first; similar codes may follow it.
      await page.waitForFunction((code) => document.querySelector('table tbody tr td')?.textContent === code, CODE, {
        timeout: 10_000,
      });
      const range = await page
        .locator('p', { hasText: /\d+–\d+\/\d+$/ })
        .first()
        .textContent();
      assert.match(range ?? '', /0–\d+\/\d+$/, 'the offset–end/total label of the first page');
      const row = await rows.nth(1).innerText();
      assert.match(row, /VT-1001/);
      assert.match(row, /Сукня лляна міді/);
      assert.match(row, text.sizeQuantity);
      assert.match(row, text.price);
      assert.deepEqual(await axeViolations(page), [], 'axe: the products view');
    });

    it('connects the sandbox Instagram account', async () => {
      await page.goto(`${server.url}/${lng}/chats`);
      await connectSandboxChannel(page, lng, `Knowledge shop ${lng}`);
      const current = await api<{ channel_name: string } | null>(page, '/api/v1/channels/currentChannel');
      assert.equal(current?.channel_name, `Knowledge shop ${lng}`);
    });

    it("links one of the channel's posts to the product's article code", async () => {
      await page.goto(`${server.url}/${lng}/chat_gpt/content`);
      await page.getByRole('button', { name: text.publications }).click();
      const table = page.getByRole('table', { name: text.publications });
      // Opening the view reads the channel's posts from the (sandbox) platform.
      const add = table.getByRole('button', { name: new RegExp(`^${text.addCode}`) }).first();
      await add.waitFor({ timeout: 15_000 });
      const label = (await add.getAttribute('aria-label')) ?? '';
      const title = label.replace(text.addCode, '');
      await add.click();
      const dialog = page.getByRole('dialog', { name: text.addCodeDialog });
      await dialog.getByPlaceholder(text.codePlaceholder).fill(` ${CODE} `);
      await dialog.getByRole('button', { name: text.save }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(text.updated).waitFor();
      await table.getByRole('button', { name: `${text.changeCode}${title}` }).waitFor();

      const list = await api<{ content: { title: string; code: string | null }[] }>(page, '/api/v1/publications');
      const linked = list.content.filter((p) => p.code === CODE);
      assert.equal(linked.length, 1);
      assert.equal(linked[0].title, title);
      assert.deepEqual(await axeViolations(page), [], 'axe: the publications view');
    });

    it('asks in the Test tab and sees a draft with the price from the stock file, and its trace', async () => {
      await page.getByRole('link', { name: text.testTab }).click();
      await page.getByLabel(text.question).fill(text.ask);
      await page.getByRole('button', { name: text.send }).click();
      const draft = page.getByLabel(text.draft);
      await draft.waitFor({ timeout: 30_000 });
      assert.match(await draft.innerText(), /1899/);
      await page.getByText(text.trace).click();
      await page.getByText(text.retriever).first().waitFor();
      assert.deepEqual(await axeViolations(page), [], 'axe: the Test tab with a draft and its trace');
    });

    it('the questions and reply-settings tabs pass axe', async () => {
      for (const tab of ['questions', 'settings']) {
        await page.goto(`${server.url}/${lng}/chat_gpt/${tab}`);
        await page.getByRole('tabpanel').or(page.getByRole('main')).first().waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(await axeViolations(page), [], `axe: /${lng}/chat_gpt/${tab}`);
      }
    });
  });
}
