import { useLayoutEffect } from 'react';
import { useLanguage } from '@vitrina/shared';
import { pageHead } from '@vitrina/shared/page-head';
import { applyPageHead } from '../model/apply-page-head';
import { SITE_URL } from '../model/site-url';

/**
 * Keeps the document's head on the current page's (docs/architecture.md §2, page heads): the
 * public pages' title, description, canonical, alternates and Open Graph tags, `noindex` elsewhere.
 * `null` (a redirect under way) leaves the head as it is.
 */
export function usePageHead(pathname: string | null): void {
  const lng = useLanguage();
  // A layout effect: before the page's own effects (the 404 page adds its title) and the first paint.
  useLayoutEffect(() => {
    if (pathname !== null) applyPageHead(pageHead(pathname, SITE_URL, lng));
  }, [pathname, lng]);
}
