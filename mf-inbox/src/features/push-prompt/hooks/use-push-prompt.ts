import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { enablePush, pushPermission } from '@vitrina/shared/push';

const DISMISSED_KEY = 'pushPromptDismissed';

/** Whether any conversation list in the page's cache holds a conversation (a customer has written). */
function useHasConversation(): boolean {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = () =>
    client
      .getQueriesData<{ pages?: { data?: unknown[] }[] }>({ queryKey: ['conversations', 'list'] })
      .some(([, data]) => data?.pages?.some((page) => (page.data?.length ?? 0) > 0) ?? false);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/**
 * The notifications prompt of the inbox (docs/product.md §9.13): once a customer has written, if
 * this browser can receive notifications and was never asked, offer them; 'Not now' is kept.
 */
export function usePushPrompt() {
  const hasConversation = useHasConversation();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'refused' | 'failed'>('idle');
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const enable = () => {
    setState('busy');
    enablePush().then(
      () => setState('done'),
      () => setState(pushPermission() === 'granted' ? 'failed' : 'refused'),
    );
  };
  const asked = pushPermission() !== 'default';
  const visible = hasConversation && !dismissed && (state !== 'idle' || !asked) && pushPermission() !== 'unsupported';
  return { visible, state, enable, dismiss };
}
