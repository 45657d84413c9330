import { request, requestData, type Language } from '@vitrina/shared';
import type { Channel, ChannelPlatforms, MetaLogin, OAuthUrl, Platform, RegisterTokenRequest } from '../types';

// The channel calls of docs/product.md §7.2 (issue 11). A refusal for a revoked platform token
// (409 CHANNEL_TOKEN_EXPIRED) on any of them runs the re-login
// flow the inbox installs with setReauthHandler (model/reauth.ts), then the call is retried.

export const fetchChannels = (signal?: AbortSignal) => requestData<Channel[]>('/api/v1/channels', { signal });

export const fetchCurrentChannel = (signal?: AbortSignal) =>
  requestData<Channel | null>('/api/v1/channels/currentChannel', { signal });

export const putCurrentChannel = (channelId: string) =>
  requestData<Channel>('/api/v1/channels/currentChannel', { method: 'PUT', query: { channelId } });

export const deleteChannel = (id: string) =>
  request(`/api/v1/channels/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** What the server can connect (a Facebook page only when available) and whether the sandbox is the platform. */
export const fetchPlatforms = (signal?: AbortSignal) =>
  requestData<ChannelPlatforms>('/api/v1/channels/platforms', { signal });

/** The consent dialog URL (Meta's or the sandbox's): the browser never builds it nor holds the app secret. */
/**
 * The dialog returns to this window's origin (the popup's code must land in this origin's storage);
 * the server refuses an origin it does not allow, saying which (issue 28).
 */
export const fetchOAuthUrl = (platform: Platform, lng: Language, signal?: AbortSignal, login?: MetaLogin) =>
  requestData<OAuthUrl>('/api/v1/channels/oauth-url', {
    query: { platform, lng, origin: window.location.origin, ...(login ? { login } : {}) },
    signal,
  });

/** The dialog's code goes to the server, which exchanges it; the answer is the connected (current) channel. */
export const registerToken = (body: RegisterTokenRequest) =>
  requestData<Channel>('/api/v1/users/fb/token/register', { method: 'POST', body });
