// react-router-dom as an island sees it (the islands build aliases `react-router-dom` here): an
// island has no router, so a link is a plain link (the browser opens the prerendered page) and a
// navigation goes through the page's loader (host.ts), which starts the live app at the new address
// in the same document. Only what the public pages' islands use; the live app has the real router.
import { createElement, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { navigateFromIsland } from './host';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
  children?: ReactNode;
}

/** react-router's `<Link to>`: the same `<a href>` it renders (a string `to` only). */
export function Link({ to, ...rest }: LinkProps) {
  return createElement('a', { ...rest, href: to });
}

/** react-router's `useNavigate()`: a path opens there (IslandHost.navigate), a number moves in the history. */
export function useNavigate(): (to: string | number) => void {
  return (to) => (typeof to === 'number' ? window.history.go(to) : navigateFromIsland(to));
}
