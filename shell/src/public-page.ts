// The one script a prerendered public page loads (README "Public pages", issue 53): a page is read,
// scrolled and left through its links from its HTML, so nothing of the app (the shell, the router,
// react, the federation runtime: main.js and what it loads) runs while it is read. Its interactive
// parts are islands: the language switch answers here; a remote's island (the pricing calculator)
// hydrates with its own code when it comes near the viewport or is reached for. A submit or a
// click on a button elsewhere is held from the start, and at the visitor's first reach for a field
// or a button no island answers, main.js loads and takes the page over (features/take-over),
// making the held submit or click again on the live page.
import { islandsScriptOf, pageUsesIntl } from './features/remotes/model/prerendered-remote-hints';
import { guardPrerenderedForms } from './features/take-over/model/guard-prerendered-forms';
import { holdPrerenderedClicks } from './features/take-over/model/hold-clicks';
import { hydrateIslandsWhenNeeded } from './features/take-over/model/islands';
import { LANGUAGE_ISLAND, switchLanguageOnChange } from './features/language/model/language-island';
import { startWhenNeeded } from './features/take-over/model/start-when-needed';
import { warmIntlOnce } from './features/take-over/model/warm-intl';

guardPrerenderedForms(document);
holdPrerenderedClicks(document);
switchLanguageOnChange(document, window);
// A page whose figures are formatted (the pricing calculator): ICU's set-up in a worker before the
// island hydrates, as the take-over does (features/take-over/model/warm-intl.worker.ts); on the
// main thread it was most of a 380 ms task at 4× on Chromium 156 (README, Measured, issue 53).
if (pageUsesIntl(document)) {
  warmIntlOnce(() => new Worker(new URL('./features/take-over/model/warm-intl.worker.ts', import.meta.url)));
}

const isIsland = hydrateIslandsWhenNeeded(document, window, {
  scriptOf: (owner) => islandsScriptOf(document, owner),
});

// main.js sits beside this script (the shell's dist), wherever the shell is served from.
const base = (document.currentScript as HTMLScriptElement | null)?.src ?? document.baseURI;

startWhenNeeded(
  document,
  () => {
    const script = document.createElement('script');
    script.src = new URL('main.js', base).href;
    document.head.append(script);
  },
  (element) => !isIsland(element) && element.closest(`[data-island="${LANGUAGE_ISLAND}"]`) === null,
);
