// Issue 4: the marketing site in a real Chromium, ua and en, desktop and a 375 px phone.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { DESKTOP, PHONE, newContext } from '../support/browser';
import { serverAndBrowser } from '../support/suite';
import { tookOver } from '../support/take-over';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

const TEXT = {
  ua: {
    hero: 'AI-асистент, який продає у вашому Instagram',
    start: 'Почати',
    demo: 'Спробуйте Vitrina в дії',
    booking: 'Залишити заявку',
    name: "Ім'я",
    phone: 'Телефон',
    send: 'Надіслати заявку',
    pricing: 'Тарифи',
    dialogs: 'Кількість діалогів на місяць',
    invalidPhone: /формат|номер/i,
  },
  en: {
    hero: 'An AI assistant that sells in your Instagram',
    start: 'Start',
    demo: 'Try Vitrina in action',
    booking: 'Leave a Request',
    name: 'Name',
    phone: 'Phone',
    send: 'Send request',
    pricing: 'Pricing',
    dialogs: 'Conversations a month',
    invalidPhone: /Invalid phone number format/,
  },
} as const;

/** Slider positions are indexes into the steps of docs/product.md §6: 0..2000 by 50, then coarse steps. */
const STEPS = [
  ...Array.from({ length: 41 }, (_, i) => i * 50),
  2500,
  3000,
  3500,
  4000,
  4500,
  5000,
  5750,
  6500,
  7250,
  7500,
  8000,
  8750,
];

async function openPage(lng: 'ua' | 'en', path: string, device: typeof DESKTOP | typeof PHONE): Promise<Page> {
  const context = await newContext(browser, device);
  const page = await context.newPage();
  await page.goto(`${server.url}/${lng}${path}`);
  // The page paints from its prerendered HTML; the modal, FAQ and calculator are the live app's.
  await tookOver(page);
  return page;
}

for (const lng of ['ua', 'en'] as const) {
  const t = TEXT[lng];
  for (const [deviceName, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    describe(`marketing (${lng}, ${deviceName})`, () => {
      it('landing: hero, the demo modal with the Instagram link, and the section anchors', async () => {
        const page = await openPage(lng, '', device);
        await page.getByRole('heading', { level: 1, name: t.hero }).waitFor();
        await page.locator('section[aria-labelledby="hero-title"]').getByRole('button', { name: t.start }).click();
        const dialog = page.getByRole('dialog', { name: t.demo });
        await dialog.waitFor();
        const link = dialog.getByRole('link', { name: new RegExp(t.start) });
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.match((await link.getAttribute('href')) ?? '', /instagram\.com/);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        for (const id of ['social', 'solutions', 'booking']) {
          await page.goto(`${server.url}/${lng}#${id}`);
          const section = page.locator(`#${id}`);
          await section.waitFor();
          await page.waitForFunction(
            (el) => {
              const box = (document.getElementById(el) as HTMLElement).getBoundingClientRect();
              return box.top < window.innerHeight && box.bottom > 0;
            },
            id,
            { timeout: 5000 },
          );
        }
        await page.context().close();
      });

      it('booking form: a bad phone is refused, a good request reaches the server', async () => {
        const page = await openPage(lng, '#booking', device);
        const form = page.getByRole('form', { name: t.booking });
        await form.waitFor();
        const name = `E2E ${lng} ${deviceName} ${Date.now()}`;
        await form.getByLabel(t.name).fill(name);
        await form.getByLabel(t.phone).fill('12-34');
        await form.getByRole('radio', { name: '12:00–15:00' }).check();
        await form.getByRole('button', { name: t.send }).click();
        await form.getByText(t.invalidPhone).first().waitFor();

        await form.getByLabel(t.phone).fill('+380 (67) 123-45-67');
        await form.getByRole('button', { name: t.send }).click();
        await form.getByRole('status').first().waitFor();
        // The form resets after success.
        assert.equal(await form.getByLabel(t.name).inputValue(), '');
        // Stored and mailed to the sales address; the local mailbox shows it without the personal data.
        const mail = await fetch(`${server.url}/api/v1/dev/mailbox`).then(
          (r) => r.json() as Promise<{ data: { subject: string; text: string }[] }>,
        );
        assert.ok(
          mail.data.some((m) => m.subject.includes('Booking request') && m.text.includes('12:00–15:00')),
          'the sales notification reached the mailbox',
        );
        assert.ok(!mail.data.some((m) => m.text.includes(name)), 'the mailbox does not show the personal data');
        await page.context().close();
      });

      it('pricing calculator follows the slider (desktop) or the dropdown (phone)', async () => {
        const page = await openPage(lng, '/pricing', device);
        await page.getByRole('heading', { level: 1, name: t.pricing }).waitFor();
        // Both controls are in the DOM; CSS shows the slider above 768 px and the dropdown below.
        const control =
          deviceName === 'desktop'
            ? page.getByRole('slider', { name: t.dialogs })
            : page.getByRole('combobox', { name: t.dialogs });
        if (deviceName === 'desktop') {
          await control.fill(String(STEPS.indexOf(400)));
        } else {
          await control.selectOption('400');
        }
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="dialogs-value"]')?.textContent?.includes('400'),
        );
        assert.match(await page.getByTestId('summary-plan').innerText(), /Plus/);
        // 0.30 x 400 - 0.01
        assert.match(await page.getByTestId('summary-price').innerText(), /119[.,]99/);
        if (deviceName === 'desktop') {
          await control.fill(String(STEPS.indexOf(5000)));
          await page.waitForFunction(() => document.body.innerText.includes('5000+'));
          assert.match(await page.getByTestId('summary-plan').innerText(), /Premium/);
        }
        await page.context().close();
      });
    });
  }
}
