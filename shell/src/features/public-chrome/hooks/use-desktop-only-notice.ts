import { useCallback, useState, type MouseEvent } from 'react';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';

export type AuthLinkKind = 'login' | 'registration';
export type AuthLinkGuard = (kind: AuthLinkKind) => (event: MouseEvent) => void;

/**
 * Login and registration are offered on desktop only (docs/product.md §3.1): on small screens their links
 * open a notice instead of navigating.
 */
export function useDesktopOnlyNotice() {
  const small = useMediaQuery(MEDIA.publicMobile);
  const [notice, setNotice] = useState<AuthLinkKind | null>(null);
  const guardAuthLink = useCallback<AuthLinkGuard>(
    (kind) => (event) => {
      if (!small) return;
      event.preventDefault();
      setNotice(kind);
    },
    [small],
  );
  const closeNotice = useCallback(() => setNotice(null), []);
  return { notice, guardAuthLink, closeNotice };
}
