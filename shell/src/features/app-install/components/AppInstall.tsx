import { useAppInstall } from '../hooks/use-app-install';

/** Rendered with the signed-in pages: their manifest, the service worker and notification taps (docs/product.md §9.14). */
export function AppInstall() {
  useAppInstall();
  return null;
}
