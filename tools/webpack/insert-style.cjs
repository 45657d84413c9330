/* global document */
// style-loader's `insert` for every front-end package (browser code, bundled with each one).
// A prerendered page carries the CSS of all its modules, in their order, in one
// <style data-prerendered> (shell/scripts/snapshot-page.mjs). A style a module injects while the
// page is still the prerendered one goes before that block: the block's order keeps deciding the
// cascade, so the static page does not change as the shell's and the remote's code arrive (a rule
// of a shared component appended after the remote's override would win). The take-over removes
// the block (docs/architecture.md §3); from then on, and on any other page, styles are appended.
// Until then such a style is also off (`media="not all"`, marked `data-take-over-pending`): the
// block already styles the page the same way and the live tree is hidden, so an active sheet would
// only make the browser restyle the whole visible page once more for each injection, a long task
// on a slow phone; the take-over turns them on in the step that swaps the trees (issue 33).
const PENDING = 'data-take-over-pending';

module.exports = function insertStyle(element) {
  const prerendered = document.head.querySelector('style[data-prerendered]');
  if (prerendered) {
    element.setAttribute('media', 'not all');
    element.setAttribute(PENDING, '');
    document.head.insertBefore(element, prerendered);
  } else document.head.appendChild(element);
};
