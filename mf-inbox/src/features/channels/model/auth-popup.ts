import { STORAGE_KEYS } from '@vitrina/shared';

/** The platform's consent dialog opens in a 520×520 popup (docs/product.md §9.3). */
export const POPUP_SIZE = 520;
const POPUP_NAME = 'vitrina-channel-auth';
const POLL_MS = 400;

export type AuthPopupFailure = 'blocked' | 'closed' | 'cancelled';

export class AuthPopupError extends Error {
  constructor(readonly reason: AuthPopupFailure) {
    super(`authorisation popup ${reason}`);
    this.name = 'AuthPopupError';
  }
}

/**
 * Opens the popup empty, synchronously (inside the click, so pop-up blockers let it through);
 * the caller points it at the dialog URL once the API gave it. Throws 'blocked' when the browser
 * refused the window.
 */
export function openAuthPopup(): Window {
  localStorage.removeItem(STORAGE_KEYS.authCode);
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_SIZE) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_SIZE) / 2));
  const popup = window.open(
    'about:blank',
    POPUP_NAME,
    `popup=yes,width=${POPUP_SIZE},height=${POPUP_SIZE},left=${left},top=${top}`,
  );
  if (!popup) throw new AuthPopupError('blocked');
  return popup;
}

function takeCode(): string | null {
  const code = localStorage.getItem(STORAGE_KEYS.authCode);
  if (code) localStorage.removeItem(STORAGE_KEYS.authCode);
  return code;
}

/**
 * Waits for the code the dialog's return page (/chats?code=) stores under `authCode`: the storage
 * event, or a poll (some browsers send no event to the opener). Rejects with 'closed' when the
 * popup closed without a code, 'cancelled' when `signal` aborts (the popup is closed then).
 */
export function waitForAuthCode(popup: Window, signal?: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const finish = (error: AuthPopupError | null, code?: string) => {
      window.removeEventListener('storage', onStorage);
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(code!);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.authCode || !event.newValue) return;
      const code = takeCode();
      if (code) finish(null, code);
    };
    const onAbort = () => {
      if (!popup.closed) popup.close();
      finish(new AuthPopupError('cancelled'));
    };
    const timer = setInterval(() => {
      const code = takeCode();
      if (code) finish(null, code);
      else if (popup.closed) finish(new AuthPopupError('closed'));
    }, POLL_MS);
    window.addEventListener('storage', onStorage);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The return page: /chats opened in the popup with `?code=` stores the code under `authCode` and
 * closes itself (docs/product.md §9.2). A refused consent (`?error=`, Cancel) in the popup closes it
 * too, and the opener reports a closed popup. True when this page was such a return.
 */
export function storeReturnedAuthCode(search: string): boolean {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code) {
    localStorage.setItem(STORAGE_KEYS.authCode, code);
    window.close();
    return true;
  }
  if (params.get('error') && window.opener) {
    window.close();
    return true;
  }
  return false;
}
