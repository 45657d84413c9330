/**
 * @jest-environment jsdom
 */
// style-loader's insert (tools/webpack/insert-style.cjs): on a prerendered page a module's style
// goes before the page's inlined CSS and stays off until the take-over; elsewhere it is appended.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const insertStyle = require('../webpack/insert-style.cjs') as (element: HTMLStyleElement) => void;

const style = (id: string) => {
  const element = document.createElement('style');
  element.id = id;
  return element;
};

afterEach(() => {
  document.head.innerHTML = '';
});

it('on a prerendered page: before the inlined block, off and marked until the take-over turns it on', () => {
  document.head.innerHTML = '<style data-prerendered></style>';
  insertStyle(style('a'));
  insertStyle(style('b'));
  expect(Array.from(document.head.children, (el) => el.id || 'prerendered')).toEqual(['a', 'b', 'prerendered']);
  for (const id of ['a', 'b']) {
    const element = document.getElementById(id)!;
    expect(element.getAttribute('media')).toBe('not all');
    expect(element.hasAttribute('data-take-over-pending')).toBe(true);
  }
});

it('on any other page, or after the take-over: appended and on', () => {
  document.head.innerHTML = '<title>x</title>';
  insertStyle(style('a'));
  expect(document.head.lastElementChild?.id).toBe('a');
  expect(document.getElementById('a')!.hasAttribute('media')).toBe(false);
});
