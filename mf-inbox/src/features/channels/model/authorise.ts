import type { Language } from '@vitrina/shared';
import { fetchOAuthUrl, registerToken } from '../api/channels';
import type { Channel, MetaLogin, Platform } from '../types';
import { AuthPopupError, openAuthPopup, waitForAuthCode } from './auth-popup';

export interface AuthoriseInput {
  platform: Platform;
  channel_name?: string;
  /** Instagram only: Instagram Login (the server's default) or Facebook Login through a Page. */
  login?: MetaLogin;
  lng: Language;
  signal?: AbortSignal;
}

/**
 * The whole add-channel (and re-login) round: popup → dialog URL from the API → code → register.
 * Nothing is created unless a code came back and the server accepted it. Must be called from a
 * click handler (the popup opens before the first await).
 */
export async function authoriseChannel({
  platform,
  channel_name,
  login,
  lng,
  signal,
}: AuthoriseInput): Promise<Channel> {
  const popup = openAuthPopup();
  let state: string;
  try {
    const dialog = await fetchOAuthUrl(platform, lng, signal, platform === 'INSTAGRAM' ? login : undefined);
    state = dialog.state;
    if (popup.closed) throw new AuthPopupError('closed');
    popup.location.href = dialog.url;
  } catch (error) {
    if (!popup.closed) popup.close();
    throw error;
  }
  const code = await waitForAuthCode(popup, state, signal);
  return registerToken({ token: code, channel_name, platform, lng, state });
}
