import { STORAGE_KEYS } from '@vitrina/shared';

/** The platform's consent dialog opens in a 520×520 popup (docs/product.md §9.3). */
export const POPUP_SIZE = 520;
const POPUP_NAME = 'vitrina-channel-auth';
const POLL_MS = 400;

/** `denied`: the person pressed Cancel in the platform's dialog (its redirect carried `?error=`). */
export type AuthPopupFailure = 'blocked' | 'closed' | 'cancelled' | 'denied';

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

/** What the return page stored: the code (or the refusal) and the state its redirect carried. */
function takeReturn(): { code: string | null; state: string | null } | null {
  const raw = localStorage.getItem(STORAGE_KEYS.authCode);
  if (!raw) return null;
  localStorage.removeItem(STORAGE_KEYS.authCode);
  try {
    const parsed = JSON.parse(raw) as { code?: unknown; state?: unknown; error?: unknown };
    const state = typeof parsed.state === 'string' ? parsed.state : null;
    if (typeof parsed.code === 'string' && parsed.code) return { code: parsed.code, state };
    if (typeof parsed.error === 'string' && parsed.error) return { code: null, state };
  } catch {
    /* not a return of ours */
  }
  return null;
}

/**
 * Waits for the code the dialog's return page (/chats?code=&state=) stores under `authCode`: the
 * storage event, or a poll (some browsers send no event to the opener). Only a return carrying
 * `state`, the one this popup was issued, is taken; any other (an authorisation code planted by
 * someone else's link) is dropped. Rejects with 'closed' when the popup closed without a code,
 * 'cancelled' when `signal` aborts (the popup is closed then).
 */
export function waitForAuthCode(popup: Window, state: string, signal?: AbortSignal): Promise<string> {
  /** The code; '' when the person refused in the dialog; null while nothing came back. */
  const takeCode = () => {
    const returned = takeReturn();
    return returned && returned.state === state ? (returned.code ?? '') : null;
  };
  return new Promise<string>((resolve, reject) => {
    const finish = (error: AuthPopupError | null, code?: string) => {
      window.removeEventListener('storage', onStorage);
      clearInterval(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(code!);
    };
    const settle = (code: string | null) => {
      if (code === '') finish(new AuthPopupError('denied'));
      else if (code) finish(null, code);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.authCode || !event.newValue) return;
      settle(takeCode());
    };
    const onAbort = () => {
      if (!popup.closed) popup.close();
      finish(new AuthPopupError('cancelled'));
    };
    const timer = setInterval(() => {
      const code = takeCode();
      if (code !== null) settle(code);
      else if (popup.closed) finish(new AuthPopupError('closed'));
    }, POLL_MS);
    window.addEventListener('storage', onStorage);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The return page: /chats opened in the popup with `?code=` stores the code with the `state` it
 * came with under `authCode` and closes itself (docs/product.md §9.2). A refused consent (`?error=`,
 * Cancel) in the popup stores the refusal with its state and closes it too, so the opener says the
 * sign-in was cancelled, not that a window was closed (issue 47). True when this page was such a return.
 */
export function storeReturnedAuthCode(search: string): boolean {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  if (code) {
    localStorage.setItem(STORAGE_KEYS.authCode, JSON.stringify({ code, state: params.get('state') }));
    window.close();
    return true;
  }
  const error = params.get('error');
  if (error && window.opener) {
    localStorage.setItem(STORAGE_KEYS.authCode, JSON.stringify({ error, state: params.get('state') }));
    window.close();
    return true;
  }
  return false;
}
