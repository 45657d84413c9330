import { installFetch, response, type FetchCall } from '@vitrina/shared/testing';
import { AUTOPILOT_DEFAULTS } from '@vitrina/shared/contracts';
import type { Channel, Platform } from '../features/channels/types';

/** A channel as GET /api/v1/channels lists it. */
export function channelFixture(overrides: Partial<Channel> = {}): Channel {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    channel_name: 'Магазин',
    platform: 'INSTAGRAM',
    platform_type: 'INSTAGRAM',
    type: 'INSTAGRAM_BUSINESS',
    name: 'vitrina_shop',
    picture: null,
    profile_id: '17841400000000001',
    page_id: '100000000000001',
    token_status: 'VALID',
    created_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * A fetch double for the channel calls: `channels` is the server's list (DELETE removes from it,
 * register adds to it); `platforms` what it can connect; `on` answers a call first when it returns
 * a response.
 */
export function installChannelsApi({
  channels = [] as Channel[],
  sandbox = false,
  platforms = ['INSTAGRAM', 'FACEBOOK'],
  on,
}: { channels?: Channel[]; sandbox?: boolean; platforms?: Platform[]; on?: Handler } = {}) {
  const state: { channels: Channel[]; current: Channel | null } = {
    channels: [...channels],
    current: channels[0] ?? null,
  };
  const mock = installFetch(async (call) => {
    const overridden = on?.(call);
    if (overridden) return overridden;
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    if (call.method === 'GET' && path === '/api/v1/channels') return response(200, { data: state.channels });
    // The header's reply mode reads the channel's full-trust settings: the defaults (full trust off).
    const autopilot = /^\/api\/v1\/channels\/([\w-]+)\/autopilot$/.exec(path);
    if (call.method === 'GET' && autopilot) {
      return response(200, { data: { channel_id: autopilot[1], ...AUTOPILOT_DEFAULTS } });
    }
    if (call.method === 'GET' && path === '/api/v1/channels/currentChannel') {
      return response(200, { data: state.current });
    }
    if (call.method === 'PUT' && path === '/api/v1/channels/currentChannel') {
      state.current = state.channels.find((c) => c.id === url.searchParams.get('channelId')) ?? null;
      return response(200, { data: state.current });
    }
    if (call.method === 'GET' && path === '/api/v1/channels/platforms') {
      return response(200, { data: { platforms, sandbox } });
    }
    if (call.method === 'GET' && path === '/api/v1/channels/oauth-url') {
      return response(200, {
        data: {
          url: `https://dialog.test/oauth?platform=${url.searchParams.get('platform')}`,
          redirect_uri: `http://localhost/${url.searchParams.get('lng')}/chats`,
          state: 'STATE',
          sandbox,
        },
      });
    }
    if (call.method === 'POST' && path === '/api/v1/users/fb/token/register') {
      const body = JSON.parse(String(call.body)) as { channel_name?: string; platform: Channel['platform'] };
      const channel = channelFixture({
        id: '22222222-2222-4222-8222-222222222222',
        channel_name: body.channel_name ?? 'Renewed',
        platform: body.platform,
        platform_type: body.platform,
        type: body.platform === 'FACEBOOK' ? 'FACEBOOK_PAGE' : 'INSTAGRAM_BUSINESS',
      });
      state.channels = [...state.channels.filter((c) => c.channel_name !== channel.channel_name), channel];
      state.current = channel;
      return response(200, { data: channel });
    }
    const deleted = /^\/api\/v1\/channels\/([\w-]+)$/.exec(path);
    if (call.method === 'DELETE' && deleted) {
      state.channels = state.channels.filter((c) => c.id !== deleted[1]);
      return response(200, { data: { id: deleted[1] } });
    }
    throw new Error(`unexpected fetch ${call.method} ${call.url}`);
  });
  return { mock, state };
}

/** A stand-in for the authorisation popup window.open returns. */
export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
}

/** Replaces window.open: returns a fake popup, or null (blocked) when `blocked`. */
export function installPopup({ blocked = false } = {}) {
  const popup: FakePopup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true;
    },
  };
  const open = jest.spyOn(window, 'open').mockImplementation(() => (blocked ? null : (popup as unknown as Window)));
  return { popup, open };
}

/**
 * What the popup's return page does: stores the code with its redirect's state under authCode
 * (the opener hears a storage event); by default the state the mocked oauth-url issued.
 */
export function returnCode(code: string, state = 'STATE') {
  const value = JSON.stringify({ code, state });
  localStorage.setItem('authCode', value);
  window.dispatchEvent(new StorageEvent('storage', { key: 'authCode', newValue: value }));
}
