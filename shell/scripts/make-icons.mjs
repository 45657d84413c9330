// Draws the installable app's icons (docs/product.md §9.14) from the logo's shapes with a headless
// Chromium, into public/icons/: 192 and 512 px ("any"), 512 px maskable (the mark inside the 80 %
// safe zone on a full-bleed background), 180 px for iOS's home screen and a 96 px monochrome
// notification badge. Run once after changing the logo: `node scripts/make-icons.mjs` (CHROME_PATH,
// or the lockfile's Chromium as the e2e suite finds it).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../public/icons');
const MARK = 'M8 9h4l4 11 4-11h4l-6.2 15h-3.6z';
const svg = ({ rounded, scale, fg, bg }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">` +
  (bg ? `<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${bg}"/>` : '') +
  `<g transform="translate(16 16.5) scale(${scale}) translate(-16 -16.5)"><path d="${MARK}" fill="${fg}"/></g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1, fg: '#fff', bg: '#5b5bd6' },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1, fg: '#fff', bg: '#5b5bd6' },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.8, fg: '#fff', bg: '#5b5bd6' },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false, scale: 1, fg: '#fff', bg: '#5b5bd6' },
  { file: 'badge-96.png', size: 96, rounded: false, scale: 1.25, fg: '#fff', bg: null },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(icon)}</body></html>`.replace(
      'width="100%" height="100%"',
      `width="${icon.size}" height="${icon.size}" style="display:block"`,
    ),
  );
  await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
  console.log(`icons: ${icon.file}`);
}
await browser.close();
