// Issue 16: the live app takes a prerendered public page over (README "Public pages") with the same
// layout, in one frame: no layout shift, and exactly one visible h1 in every frame. These tests count
// rendered frames, so run-e2e.mjs runs this file alone, after the others (with no other suite's pages
// competing for the CPU); the rest of the prerendered pages' tests are in prerendered-pages.test.ts.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { type RunningServer } from '../support/server';
import { newContext } from '../support/browser';
import { serverAndBrowser } from '../support/suite';
import { holdRequests, tookOver } from '../support/take-over';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ((server = s), (browser = b)));

/**
 * Before the page's own scripts: counts the visible h1 in every frame (0 would be a flash, 2
 * duplicate content) and records every layout shift. A string, so the test runner's transform
 * adds nothing the page lacks (tsx's `__name`).
 */
const WATCH_FRAMES = `
  window.frames_ = [];
  window.shifts_ = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.shifts_.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const sample = () => {
    if (document.body) {
      window.frames_.push(Array.from(document.querySelectorAll('h1')).filter((h) => h.checkVisibility()).length);
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
`;

describe('prerendered public pages: the take-over, frame by frame', () => {
  for (const path of ['/ua', '/en', '/ua/pricing']) {
    it(`${path}: the take-over keeps the hero where it was, with no layout shift and no frame without it`, async () => {
      const context = await newContext(browser);
      const release = await holdRequests(context, /\/remotes\/mf-marketing\/remoteEntry\.js$/);
      const page = await context.newPage();
      await page.addInitScript(WATCH_FRAMES);
      await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
      const hero = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('main h1, main h1 ~ *, main section:first-of-type *'))
            .filter((node) => (node as HTMLElement).checkVisibility())
            .slice(0, 30)
            .map((node) => {
              const { x, y, width, height } = node.getBoundingClientRect();
              return `${node.tagName} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)} ${(node.textContent ?? '').trim().slice(0, 40)}`;
            }),
        );
      await page.waitForTimeout(300);
      assert.ok(await page.locator('body [data-prerendered]').count(), 'still the prerendered page');
      const before = await hero();
      assert.ok(before.length > 3, 'the hero is drawn before the remote arrives');
      release();
      await tookOver(page);
      await page.waitForTimeout(300);
      assert.deepEqual(await hero(), before);
      const { frames, shifts } = await page.evaluate(() => {
        const w = window as unknown as { frames_: number[]; shifts_: number[] };
        return { frames: w.frames_, shifts: w.shifts_ };
      });
      assert.ok(frames.length > 10, `frames were sampled: ${JSON.stringify(frames)}`);
      assert.deepEqual([...new Set(frames)], [1], 'exactly one visible h1 in every frame');
      assert.equal(
        shifts.reduce((a, b) => a + b, 0),
        0,
        'no layout shift',
      );
      await context.close();
    });
  }
});
