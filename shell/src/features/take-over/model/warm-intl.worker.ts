// A dedicated worker that only makes one of each Intl formatter the app uses, then ends.
// ICU's number and date data is initialised once per renderer process, at the first formatter
// made, and a dedicated worker runs in its page's process: made here, that first one costs the
// main thread nothing, and the page's own first formatter is then quick. (The first
// Intl.NumberFormat of a page took 33-97 ms on Chromium 156 at full CPU speed on this machine,
// 17-25 ms on 153, inside React's render of the pricing page; after this worker, 0-0.2 ms.)
for (const locale of ['uk-UA', 'en-US', 'en-GB']) {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1234.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.PluralRules(locale).select(2);
}
self.close();
