/* global document */
// style-loader's `insert` for every front-end package (browser code, bundled with each one).
// A prerendered page carries the CSS of all its modules, in their order, in one
// <style data-prerendered> (shell/scripts/snapshot-page.mjs). A style a module injects while the
// page is still the prerendered one goes before that block: the block's order keeps deciding the
// cascade, so the static page does not change as the shell's and the remote's code arrive (a rule
// of a shared component appended after the remote's override would win). The take-over removes
// the block (docs/architecture.md §3); from then on, and on any other page, styles are appended.
module.exports = function insertStyle(element) {
  const prerendered = document.head.querySelector('style[data-prerendered]');
  if (prerendered) document.head.insertBefore(element, prerendered);
  else document.head.appendChild(element);
};
