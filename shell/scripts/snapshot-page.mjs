/* global document, window, DOMParser, HTMLSelectElement, HTMLTextAreaElement */
// Runs inside the browser (page.evaluate), on a page the live app has settled on: writes the
// prerendered document from the shell's built index.html (`template`). Plain JavaScript with no
// imports, because the browser receives its source text.
//   head: <html lang>, the title and the page-head tags the shell wrote (data-page-head), and the
//         CSS the page's modules injected (style-loader), inlined in one <style data-prerendered>;
//   body: the app's markup in <div data-prerendered="<path>"> before the empty #root the live
//         app renders into; the outlet's data-remote/data-status go (they tell tests and the
//         prerender step that a live remote is mounted, which a static page is not), forms post
//         (no typed password in an address without JavaScript), the "needs JavaScript" notice goes;
//         addresses of the build's own server become root-relative.
export function snapshotPage(template) {
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
  style.textContent = Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('\n');
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
  // A remote's assets resolve against its manifest's address (publicPath 'auto'), here the build's
  // loopback server: keep them root-relative (deploy/publish.mts adds a published remote's version).
  return `<!doctype html>\n${doc.documentElement.outerHTML.split(window.location.origin).join('')}\n`;
}
