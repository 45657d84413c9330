// A walk through issue 47's first run, with screenshots (not part of the suite).
import { launchBrowser, newContext, PHONE } from './support/browser.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:8190';
const out = '/tmp/i47-shots';
const lng = (process.env.LNG ?? 'ua') as 'ua' | 'en';
const T = {
  ua: { name: 'Ім’я', password: 'Пароль', register: 'Зареєструватися', create: 'Створити новий канал', modal: 'Новий канал', channelName: 'Назва каналу', connect: 'Підключити', sample: 'Використати зразок', on: 'Увімкнути асистента', sim: 'Відкрити симулятор клієнта' },
  en: { name: 'Name', password: 'Password', register: 'Create account', create: 'Create a new channel', modal: 'New channel', channelName: 'Channel name', connect: 'Connect', sample: 'Use the sample', on: 'Turn the assistant on', sim: 'Open the customer simulator' },
}[lng];
const browser = await launchBrowser();
const ctx = await newContext(browser, { locale: lng === 'ua' ? 'uk-UA' : 'en-GB' });
const page = await ctx.newPage();
const errors: string[] = [];
page.on('console', (m) => m.type() === 'error' && errors.push(`app: ${m.text()}`));
const t0 = Date.now();
await page.goto(`${base}/${lng}/registration`);
await page.waitForTimeout(1500);
await page.getByLabel(T.name).fill('Olena');
await page.getByLabel('Email').fill(`walk-${lng}-${Date.now()}@example.com`);
await page.getByLabel(T.password, { exact: true }).fill('first-Password-1');
await page.getByRole('button', { name: T.register }).last().click();
await page.waitForURL(new RegExp(`/${lng}/chats`), { timeout: 20_000 });
await page.evaluate(() => localStorage.removeItem('newUser'));
await page.reload();
await page.waitForTimeout(2000);
await page.screenshot({ path: `${out}/${lng}-1-start-1280.png` });
await page.getByRole('button', { name: T.create }).first().click();
const dialog = page.getByRole('dialog', { name: T.modal });
await dialog.getByLabel(T.channelName).fill('Магазин');
const popupOpened = page.waitForEvent('popup');
await dialog.getByRole('button', { name: T.connect }).click();
const popup = await popupOpened;
const popupErrors: string[] = [];
popup.on('console', (m) => m.type() === 'error' && popupErrors.push(m.text()));
await popup.waitForLoadState();
await popup.screenshot({ path: `${out}/${lng}-2-popup.png` });
const closed = popup.waitForEvent('close', { timeout: 15_000 });
await popup.getByRole('button', { name: 'Continue' }).click();
await closed;
await page.waitForTimeout(2500);
await page.screenshot({ path: `${out}/${lng}-3-connected-1280.png` });
await page.getByRole('button', { name: T.sample }).click();
await page.getByRole('button', { name: T.on }).waitFor({ timeout: 30_000 });
await page.screenshot({ path: `${out}/${lng}-4-stock-1280.png` });
{
  const ph = await (await newContext(browser, { ...PHONE, storageState: await ctx.storageState(), locale: lng === 'ua' ? 'uk-UA' : 'en-GB' })).newPage();
  await ph.goto(page.url());
  await ph.waitForTimeout(3500);
  await ph.screenshot({ path: `${out}/${lng}-4-stock-375.png` });
}
await page.getByRole('button', { name: T.on }).click();
const sim = page.getByRole('link', { name: T.sim }).last();
await sim.waitFor();
const href = await sim.getAttribute('href');
await page.screenshot({ path: `${out}/${lng}-5-assistant-1280.png` });
const simPage = await ctx.newPage();
const simErrors: string[] = [];
simPage.on('console', (m) => m.type() === 'error' && simErrors.push(m.text()));
await simPage.goto(`${base}${href}`);
await simPage.waitForTimeout(1500);
await simPage.getByLabel('Message').fill(lng === 'ua' ? 'Добрий день! Є сукня DR-1024 у розмірі M?' : 'Hi! Is DR-1024 in M?');
await simPage.getByRole('button', { name: 'Send', exact: true }).click();
await simPage.waitForTimeout(1000);
await simPage.getByRole('button', { name: 'Share post' }).click();
await simPage.waitForTimeout(6000);
await simPage.screenshot({ path: `${out}/${lng}-6-simulator.png` });
console.log('simulator console errors after ~8 s of polling:', simErrors.length, simErrors.slice(0, 3));
await page.bringToFront();
await page.waitForTimeout(3000);
await page.screenshot({ path: `${out}/${lng}-7-inbox-1280.png` });
await page.getByRole('button', { name: /Олена Коваленко/ }).click();
await page.waitForTimeout(6000);
console.log('to a draft in', Math.round((Date.now() - t0) / 1000), 's');
await page.screenshot({ path: `${out}/${lng}-8-thread-1280.png` });
const url = page.url();
const phone = await (await newContext(browser, { ...PHONE, storageState: await ctx.storageState(), locale: lng === 'ua' ? 'uk-UA' : 'en-GB' })).newPage();
await phone.goto(url);
await phone.waitForTimeout(4000);
await phone.screenshot({ path: `${out}/${lng}-9-thread-375.png` });
await phone.goto(`${base}/${lng}/chats`);
await phone.waitForTimeout(3000);
await phone.screenshot({ path: `${out}/${lng}-10-list-375.png` });
for (const p of ['settings', 'ai_agent', 'pipelines', 'pricing']) {
  await page.goto(`${base}/${lng}/${p}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/${lng}-p-${p}-1280.png`, fullPage: p === 'pricing' });
}
console.log('app console errors:', errors.length, errors.slice(0, 5));
console.log('popup console errors:', popupErrors.length, popupErrors.slice(0, 3));
await browser.close();
