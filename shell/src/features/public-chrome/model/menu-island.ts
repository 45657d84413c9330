// The header's phone menu on a prerendered page (an island with no framework, as the language
// switch: README "Public pages", issue 53): its button opens and closes the menu as the live
// header does (components/PublicHeader.tsx): aria-expanded and the button's name follow, the page
// does not scroll under it, Escape closes it and gives the focus back to the button, and a link
// in it closes it. Live from the loader's first task, so a click on it is never held for the app.
import { ISLAND, ISLAND_LIVE } from '@vitrina/shared/islands/contract';

/** The island id of the header's menu button. */
export const MENU_ISLAND = 'shell:menu';

/** The button's two icons (the live header draws the same). */
export const MENU_ICON = { open: 'M4 7h16M4 12h16M4 17h16', close: 'M6 6l12 12M18 6L6 18' } as const;

/** The button's two names in the page's language, drawn on it for the island to swap. */
export const MENU_LABELS = { open: 'data-label-open', close: 'data-label-close' } as const;

/**
 * Makes the menu button inside `page` (the prerendered markup's selector) work. Returns what closes the menu (the take-over calls
 * it: the live header starts closed, and the page must scroll again).
 */
export function toggleMenuOnClick(doc: Document, win: Window, page: string): () => void {
  const island = doc.querySelector<HTMLElement>(`${page} [${ISLAND}="${MENU_ISLAND}"]`);
  const button = island?.querySelector('button');
  const menu = button && doc.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!island || !button || !menu) return () => undefined;
  island.setAttribute(ISLAND_LIVE, '');
  let unlock: (() => void) | null = null;

  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', button.getAttribute(open ? MENU_LABELS.close : MENU_LABELS.open) ?? '');
    button.querySelector('path')?.setAttribute('d', open ? MENU_ICON.close : MENU_ICON.open);
    menu.setAttribute('data-open', String(open));
    if (open && !unlock) unlock = lockScroll(doc, win);
    if (!open) {
      unlock?.();
      unlock = null;
    }
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => set(!isOpen()));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) set(false);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen() || !button.isConnected) return;
    set(false);
    button.focus();
  });
  return () => {
    if (isOpen()) set(false);
  };
}

/** The page does not scroll under the open menu (docs/product.md §3.1), its layout kept still. */
function lockScroll(doc: Document, win: Window): () => void {
  const body = doc.body;
  const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = win.innerWidth - doc.documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
  };
}
