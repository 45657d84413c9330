import { SERVICE_WORKER_URL } from '@vitrina/shared/contracts/constants';

/**
 * Registers the service worker (docs/product.md §9.14) once the page has loaded, so it never
 * competes with the first paint; a browser without service workers just goes without.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The page's `<link rel=…>` of a kind, made once. */
function link(rel: string): HTMLLinkElement {
  let el = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!el) {
    el = document.createElement('link');
    el.rel = rel;
    document.head.appendChild(el);
  }
  return el;
}

/** The web app manifest of the interface language (start URL /{lng}/chats) and the iOS home-screen icon. */
export function linkWebManifest(lng: string): void {
  link('manifest').href = `/manifest-${lng}.webmanifest`;
  link('apple-touch-icon').href = '/icons/apple-touch-icon-180.png';
}
