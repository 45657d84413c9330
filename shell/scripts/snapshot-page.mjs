/* global document, window, DOMParser, HTMLSelectElement, HTMLTextAreaElement, CSSStyleRule, CSSGroupingRule */
// Runs inside the browser (page.evaluate), on a page the live app has settled on: writes the
// prerendered document from the shell's built index.html (`template`). Plain JavaScript with no
// imports, because the browser receives its source text.
//   head: <html lang>, the title and the page-head tags the shell wrote (data-page-head), and the
//         CSS the page's modules injected (style-loader), inlined in one <style data-prerendered>:
//         only the rules the page can use (usedRules);
//   body: the app's markup in <div data-prerendered="<path>"> before the empty #root the live
//         app renders into; the outlet's data-remote/data-status go (they tell tests and the
//         prerender step that a live remote is mounted, which a static page is not), forms post
//         (no typed password in an address without JavaScript), the "needs JavaScript" notice goes;
//   script: the page's loader (public-page.js) instead of main.js;
//         addresses of the build's own server become root-relative.
export function snapshotPage({ template, islandClasses = [] }) {
  // Nested: the browser receives this function's source alone.
  /**
   * The rules of `sheet` the prerendered page can use (issue 53: the pricing page inlined ~40 KB,
   * most of it for what it never shows, the kit's and the app's other components): a rule whose
   * selector matches something on the page once states are set aside (pseudo-classes and elements,
   * attribute selectors: hover, focus, an open FAQ item), or names a class an island of the page may
   * render (`islandClasses`, from its islands script: a message, the calculator's other states).
   * At-rules keep what they hold of those; @keyframes, @font-face and the like stay whole. The live
   * app brings its own styles when it takes over.
   */
  function usedRules(sheet, islandClasses) {
    const island = new Set(islandClasses);
    const matches = (selectorText) => {
      const loose = selectorText.replace(/\[[^\]]*\]/g, '').replace(/::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?/g, '');
      if ((selectorText.match(/\.[\w-]+/g) ?? []).some((name) => island.has(name.slice(1)))) return true;
      return loose.split(',').some((one) => {
        const selector = one.trim().replace(/[>+~]\s*$/, '');
        if (!selector) return true;
        try {
          return document.querySelector(selector) !== null;
        } catch {
          return true;
        }
      });
    };
    const keep = (rules) =>
      Array.from(rules, (rule) => {
        if (rule instanceof CSSStyleRule)
          return rule.cssRules.length > 0 || matches(rule.selectorText) ? rule.cssText : '';
        if (rule instanceof CSSGroupingRule) {
          const inner = keep(rule.cssRules);
          return inner ? `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}` : '';
        }
        return rule.cssText;
      })
        .filter(Boolean)
        .join('\n');
    return keep(sheet.cssRules);
  }

  const doc = new DOMParser().parseFromString(template, 'text/html');
  doc.documentElement.lang = document.documentElement.lang;
  doc.title = document.title;
  const headTags =
    '[data-page-head], meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"]';
  for (const node of Array.from(doc.head.querySelectorAll(headTags))) node.remove();
  for (const node of Array.from(document.head.querySelectorAll('[data-page-head]'))) {
    doc.head.append(doc.importNode(node, true));
  }
  const style = doc.createElement('style');
  style.setAttribute('data-prerendered', '');
  style.textContent = Array.from(document.querySelectorAll('style'), (s) => usedRules(s.sheet, islandClasses)).join(
    '\n',
  );
  doc.head.append(style);

  const page = doc.createElement('div');
  page.setAttribute('data-prerendered', window.location.pathname);
  const root = document.getElementById('root');
  page.innerHTML = root.innerHTML;
  // Field state lives in properties, not in the markup React wrote: write it as attributes, so the
  // static page shows what the live one does (the chosen language, the calculator's position).
  const copies = page.querySelectorAll('input, textarea, select');
  Array.from(root.querySelectorAll('input, textarea, select')).forEach((field, i) => {
    const copy = copies[i];
    if (!copy || copy.tagName !== field.tagName) return;
    if (field instanceof HTMLSelectElement) {
      Array.from(field.options).forEach((option, j) => copy.options[j]?.toggleAttribute('selected', option.selected));
    } else if (field.type === 'checkbox' || field.type === 'radio') copy.toggleAttribute('checked', field.checked);
    else if (field instanceof HTMLTextAreaElement) copy.textContent = field.value;
    else if (field.type !== 'password' && field.type !== 'file') copy.setAttribute('value', field.value);
  });
  for (const node of Array.from(page.querySelectorAll('[data-remote], [data-status]'))) {
    node.removeAttribute('data-remote');
    node.removeAttribute('data-status');
  }
  for (const form of Array.from(page.querySelectorAll('form'))) form.setAttribute('method', 'post');
  doc.getElementById('root').before(page);
  // No paint before the whole prerendered page is parsed (#root follows it). Otherwise a slow
  // parser paints the top of the page, and the rest then costs a second style and layout pass of
  // the whole page after the first paint, where it is a long task that blocks input. Measured with
  // no JavaScript on the page (README, Measured): Lighthouse's TBT median 150 -> 82 ms on /ua/pricing.
  // Chromium only (`<link rel=expect>`); other browsers ignore it.
  const expect = doc.createElement('link');
  expect.setAttribute('rel', 'expect');
  expect.setAttribute('href', '#root');
  expect.setAttribute('blocking', 'render');
  const charset = doc.head.querySelector('meta[charset]');
  if (charset) charset.after(expect);
  else doc.head.prepend(expect);
  for (const node of Array.from(doc.querySelectorAll('noscript'))) node.remove();
  // The page's one script is its loader (shell/src/public-page.ts), which loads main.js when the
  // visitor reaches for the app; main.js fetches the runtime config then, so no preload of it here.
  for (const script of Array.from(doc.querySelectorAll('script[src="/main.js"]'))) {
    script.setAttribute('src', '/public-page.js');
  }
  for (const link of Array.from(doc.querySelectorAll('link[rel="preload"][href="/runtime-config.json"]')))
    link.remove();
  // A remote's assets resolve against its manifest's address (publicPath 'auto'), here the build's
  // loopback server: keep them root-relative (deploy/publish.mts adds a published remote's version).
  return `<!doctype html>\n${doc.documentElement.outerHTML.split(window.location.origin).join('')}\n`;
}
