/* global document, window, localStorage -- these run inside the page (page.evaluate, addInitScript) */
// Stills of Vitrina's own screens for the solutions clips (1280x800 CSS px at 1.5x).
const { chromium } = require('playwright-core');
const tokens = JSON.parse(require('node:fs').readFileSync(process.env.TOKENS, 'utf8'));
const base = process.env.BASE || 'http://localhost:8080';
const out = process.env.FRAMES || '/tmp/vitrina-frames';
require('node:fs').mkdirSync(out, { recursive: true });
(async () => {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const anon = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1.5 });
  const page = await anon.newPage();
  await page.goto(base + '/ua', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/sales-1-hero.png` });

  await page.goto(base + '/ua/pricing', { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const slider = page.getByRole('slider', { name: 'Кількість діалогів на місяць' });
  const top = await page.evaluate(() => {
    const el = document.querySelector('input[type=range]').closest('section');
    return el.getBoundingClientRect().top + window.scrollY - 96;
  });
  await page.evaluate((y) => window.scrollTo(0, y), top);
  const steps = [
    [1, 50],
    [8, 400],
    [30, 1500],
    [42, 3000],
    [46, 5000],
  ];
  for (const [index, value] of steps) {
    await slider.fill(String(index));
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.evaluate(() => document.activeElement && document.activeElement.blur());
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/plans-${value}.png` });
  }
  await anon.close();

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1.5 });
  await ctx.addInitScript((t) => {
    localStorage.setItem('token', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
    localStorage.setItem('rememberMe', 'true');
  }, tokens);
  const app = await ctx.newPage();
  for (const [path, name] of [
    ['/ua/chats', 'sales-2-inbox'],
    ['/ua/chat_gpt', 'sales-3-knowledge'],
  ]) {
    await app.goto(base + path, { waitUntil: 'networkidle' });
    await app.waitForTimeout(800);
    await app.screenshot({ path: `${out}/${name}.png` });
  }
  await browser.close();
  console.log('done');
})();
