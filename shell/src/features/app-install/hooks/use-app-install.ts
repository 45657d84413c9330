import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '@vitrina/shared';
import { linkWebManifest, registerServiceWorker } from '../model/install';

/**
 * The signed-in app as an installable one (docs/product.md §9.14): the manifest in the interface
 * language, the service worker, and a tapped notification's address routed in this tab (the
 * worker posts `{type: 'vitrina:open', url}` to the tab it focuses).
 */
export function useAppInstall(): void {
  const lng = useLanguage();
  const navigate = useNavigate();
  useEffect(() => linkWebManifest(lng), [lng]);
  useEffect(() => {
    registerServiceWorker();
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === 'vitrina:open' && typeof data.url === 'string' && data.url.startsWith('/')) navigate(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
