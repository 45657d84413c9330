import { response, type FetchCall } from '@vitrina/shared/testing';
import {
  AUTOPILOT_DEFAULTS,
  type AutoReply,
  type AutopilotSettings,
  type Channel,
  type Label,
  type Note,
  type SavedReply,
  type Team,
  type User,
} from '@vitrina/shared/contracts';
import type { Conversation, Message } from '../features/chats/types';
import { channelFixture, installChannelsApi } from './channels-api';

let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();

/** A customer's direct message, unless overridden. */
export function messageFixture(overrides: Partial<Message> = {}): Message {
  const n = ++seq;
  return {
    id: uuid(n),
    conversation_id: uuid(1),
    type: 'STANDARD',
    message: `Повідомлення ${n}`,
    from: 'Олена',
    from_participant: { name: 'Олена', profile_pic: null },
    is_from_shop: false,
    created_time: at(n % 60),
    is_read: true,
    attachments: [],
    code: null,
    post_url: null,
    post_id: null,
    platform_id: `mid.${n}`,
    parent_id: null,
    reply_to: null,
    reactions: [],
    edited: false,
    payload: null,
    is_live: true,
    ...overrides,
  };
}

export function conversationFixture(overrides: Partial<Conversation> = {}): Conversation {
  const id = overrides.id ?? uuid(1);
  const last = overrides.last_message ?? messageFixture({ conversation_id: id });
  return {
    id,
    participant: { id: `igsid-${id.slice(-4)}`, name: 'Олена', username: 'olena', profile_pic: null },
    owner: { name: 'vitrina_shop', profile_pic: null },
    can_we_send_message: true,
    human_agent_until: null,
    blocked: false,
    updated_time: last?.created_time ?? at(0),
    unread: 0,
    last_message: last,
    messages: last ? [last] : [],
    ...overrides,
  };
}

/**
 * Two conversations of the current channel, Олена's (A, older) and Марко's (B, newer), one message
 * each, with their threads: the inbox tests' usual start.
 */
export const TWO_IDS = { A: '00000000-0000-4000-8000-00000000aaaa', B: '00000000-0000-4000-8000-00000000bbbb' };
export function twoConversations() {
  const { A, B } = TWO_IDS;
  const a1 = messageFixture({
    conversation_id: A,
    message: 'Є сукня в розмірі M?',
    created_time: '2026-11-22T09:00:00.000Z',
  });
  const b1 = messageFixture({ conversation_id: B, message: 'Доброго дня', created_time: '2026-11-22T10:00:00.000Z' });
  const a = conversationFixture({
    id: A,
    participant: { id: 'ig-a', name: 'Олена', username: 'olena', profile_pic: null },
    last_message: a1,
  });
  const b = conversationFixture({
    id: B,
    participant: { id: 'ig-b', name: 'Марко', username: 'marko', profile_pic: null },
    last_message: b1,
  });
  return { a, b, threads: { [A]: [a1], [B]: [b1] } };
}

export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    name: 'Оксана',
    email: 'owner@example.com',
    bot_status: 'ON',
    comment_response_scenario: 'PRIVATE_REPLY_WITH_COMMENT',
    private_reply_message: 'Ми написали вам у Direct',
    created_at: at(0),
    plan: { code: 'FREE', trial_started_at: at(0), trial_ends_at: at(0), free_chats: 50, active: true },
    ...overrides,
  } as User;
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

export interface InboxServer {
  user: User;
  /** Full trust (docs/product.md §9.10): the channel's settings, the account's switch, replies in their undo window. */
  autopilot: AutopilotSettings;
  stopped: boolean;
  autoReplies: AutoReply[];
  conversations: Conversation[];
  /** Each thread oldest first. */
  threads: Record<string, Message[]>;
  /** The shop's team (docs/product.md §9.15): teammates, labels, notes by conversation, saved replies. */
  team: Team;
  labels: Label[];
  notes: Record<string, Note[]>;
  savedReplies: SavedReply[];
}

/**
 * A fetch double of the inbox's calls over `server` (the conversation list sorted and searched,
 * threads paged from the end, sends appended), on top of the channel calls with one channel.
 * `on` answers a call first when it returns a response.
 */
export function installInboxApi({
  conversations = [] as Conversation[],
  threads = {} as Record<string, Message[]>,
  user = userFixture(),
  pageSize = 50,
  channel = channelFixture(),
  sandbox = false,
  autopilot = {},
  autoReplies = [],
  team,
  labels = [],
  savedReplies = [],
  on,
}: {
  conversations?: Conversation[];
  threads?: Record<string, Message[]>;
  user?: User;
  pageSize?: number;
  /** The one channel (an Instagram account unless given). */
  channel?: Channel;
  /** The Meta sandbox is the platform. */
  sandbox?: boolean;
  autopilot?: Partial<AutopilotSettings>;
  autoReplies?: AutoReply[];
  team?: Team;
  labels?: Label[];
  savedReplies?: SavedReply[];
  on?: Handler;
} = {}) {
  const server: InboxServer = {
    user,
    conversations: [...conversations],
    threads: { ...threads },
    autopilot: { ...AUTOPILOT_DEFAULTS, channel_id: channel.id, ...autopilot },
    stopped: false,
    autoReplies: [...autoReplies],
    team: team ?? {
      role: 'OWNER',
      members: [
        { id: user.id, name: user.name, email: user.email, role: 'OWNER', you: true, joined_at: user.created_at },
      ],
      invitations: [],
    },
    labels: [...labels],
    notes: {},
    savedReplies: [...savedReplies],
  };
  const base = '/api/v1/channels/current/conversations';
  const handler: Handler = (call) => {
    const answered = on?.(call);
    if (answered) return answered;
    const url = new URL(call.url, 'http://localhost');
    const path = url.pathname;
    const body = typeof call.body === 'string' ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    const team = teamCall(server, path, call.method, body);
    if (team) return team;
    if (path === '/api/v1/users' && call.method === 'GET') return response(200, { data: server.user });
    if (path === '/api/v1/users' && call.method === 'PUT') {
      server.user = { ...server.user, ...(body as Partial<User>) };
      return response(200, { data: server.user });
    }
    if (path === base && call.method === 'GET') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const sign = url.searchParams.get('sort') === 'old' ? 1 : -1;
      const list = server.conversations
        .filter(
          (c) =>
            !q ||
            c.participant.name.toLowerCase().includes(q) ||
            (server.threads[c.id] ?? []).some((m) => m.message.toLowerCase().includes(q)),
        )
        .sort((a, b) => (a.updated_time < b.updated_time ? -sign : a.updated_time > b.updated_time ? sign : 0));
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const page = list.slice(start, start + limit);
      return response(200, {
        data: page,
        paging: { next_cursor: start + limit < list.length ? String(start + limit) : null },
      });
    }
    const messages = new RegExp(`^${base}/([\\w-]+)/messages$`).exec(path);
    if (messages && call.method === 'GET') {
      const thread = server.threads[messages[1]!] ?? [];
      const end = url.searchParams.has('cursor') ? Number(url.searchParams.get('cursor')) : thread.length;
      const start = Math.max(0, end - pageSize);
      return response(200, {
        data: thread.slice(start, end),
        paging: { next_cursor: start > 0 ? String(start) : null },
      });
    }
    const read = new RegExp(`^${base}/([\\w-]+)/mark-as-read$`).exec(path);
    if (read && call.method === 'PUT') return response(200, { data: { id: read[1] } });
    if (path === '/api/v1/channels/current/messages' && call.method === 'POST') {
      const conversation = server.conversations.find((c) => c.participant.id === body.recipient_id)!;
      const sent = messageFixture({
        conversation_id: conversation.id,
        message: String(body.message),
        is_from_shop: true,
        from: 'vitrina_shop',
        created_time: new Date().toISOString(),
      });
      (server.threads[conversation.id] ??= []).push(sent);
      return response(200, { data: sent });
    }
    if (path === '/api/v1/channels/current/reply-to-comment' && call.method === 'POST') {
      const sent = messageFixture({
        conversation_id: String(body.conversation_id),
        type: 'COMMENT_REPLY',
        message: String(body.text),
        is_from_shop: true,
        from: 'vitrina_shop',
        created_time: new Date().toISOString(),
      });
      (server.threads[sent.conversation_id] ??= []).push(sent);
      return response(200, { data: sent });
    }
    const code = new RegExp(`^${base}/([\\w-]+)/([\\w-]+)$`).exec(path);
    if (code && call.method === 'PUT') {
      const message = server.threads[code[1]!]!.find((m) => m.id === code[2])!;
      const updated = {
        ...message,
        code: String(body.code),
        attachments: message.attachments.map((a) => ({ ...a, code: String(body.code) })),
      };
      return response(200, { data: { response_code: 200, message: updated } });
    }
    if (/^\/api\/v1\/channels\/[\w-]+\/autopilot$/.test(path)) {
      if (call.method === 'PUT') server.autopilot = { ...server.autopilot, ...(body as Partial<AutopilotSettings>) };
      return response(200, { data: server.autopilot });
    }
    if (path === '/api/v1/autopilot/switch') {
      if (call.method === 'PUT') server.stopped = body.stopped === true;
      return response(200, { data: { stopped: server.stopped } });
    }
    if (path === '/api/v1/autopilot/replies' && call.method === 'GET') {
      const of = url.searchParams.get('conversation_id');
      return response(200, {
        data: server.autoReplies.filter((r) => r.status === 'SCHEDULED' && (!of || r.conversation_id === of)),
      });
    }
    const cancel = /^\/api\/v1\/autopilot\/replies\/([\w-]+)\/cancel$/.exec(path);
    if (cancel && call.method === 'POST') {
      const reply = server.autoReplies.find((r) => r.id === cancel[1]);
      if (!reply) return response(404, { error_message: 'No such automatic reply' });
      if (reply.status !== 'SCHEDULED' && reply.status !== 'CANCELLED') {
        return response(409, { error_message: 'This reply has already gone out' });
      }
      reply.status = 'CANCELLED';
      reply.cancel_reason = 'OWNER';
      return response(200, { data: reply });
    }
    const ai = new RegExp(`^${base}/([\\w-]+)$`).exec(path);
    if (ai && call.method === 'PUT') return response(202, { data: { conversation_id: ai[1] } });
    return undefined;
  };
  const { mock } = installChannelsApi({ channels: [channel], sandbox, on: handler });
  return { mock, server };
}

/** The team's calls (docs/product.md §9.15) over the server double. */
function teamCall(server: InboxServer, path: string, method: string, body: Record<string, unknown>) {
  const conversation =
    /^\/api\/v1\/channels\/current\/conversations\/([\w-]+)\/(assignee|status|notes|labels|presence)$/.exec(path);
  if (path === '/api/v1/team' && method === 'GET') return response(200, { data: server.team });
  if (path === '/api/v1/labels' && method === 'GET') return response(200, { data: server.labels });
  if (path === '/api/v1/saved-replies' && method === 'GET') return response(200, { data: server.savedReplies });
  if (!conversation) return undefined;
  const [, id, what] = conversation as unknown as [string, string, string];
  const c = server.conversations.find((x) => x.id === id);
  if (!c) return response(404, { error_message: 'Not found' });
  if (what === 'presence') return response(204);
  if (what === 'assignee') {
    const member = server.team.members.find((m) => m.id === body.assignee_id);
    c.assignee = member ? { id: member.id, name: member.name } : null;
    return response(200, { data: { assignee: c.assignee } });
  }
  if (what === 'status') {
    c.status = body.status as Conversation['status'];
    c.snoozed_until = (body.snoozed_until as string | undefined) ?? null;
    return response(200, { data: { status: c.status, snoozed_until: c.snoozed_until } });
  }
  if (what === 'labels') {
    const ids = body.label_ids as string[];
    c.labels = server.labels.filter((l) => ids.includes(l.id));
    return response(200, { data: c.labels });
  }
  if (method === 'GET') return response(200, { data: server.notes[id] ?? [] });
  const note: Note = {
    id: `note-${Object.keys(server.notes).length}-${Date.now()}`,
    conversation_id: id,
    text: String(body.text),
    author: { id: server.user.id, name: server.user.name },
    created_at: new Date().toISOString(),
  };
  server.notes[id] = [...(server.notes[id] ?? []), note];
  return response(201, { data: note });
}
