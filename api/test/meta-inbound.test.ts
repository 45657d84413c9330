// Meta's webhook JSON -> typed inbound events (modules/meta/inbound): the payload cases as a table,
// no database or server. Shapes as Meta documents them: Instagram messaging
// (developers.facebook.com/docs/instagram-platform/webhooks/examples), Messenger Platform webhook
// events (developers.facebook.com/docs/messenger-platform/webhooks), Page `feed` changes.
// The storage of these events is test/webhooks.test.ts's (end to end, through the transaction).
import { parseDelivery } from '../src/modules/meta';

const RECEIVED = new Date('2026-11-25T10:00:00.000Z');
const T = Date.parse('2026-11-25T09:59:00.000Z');
const IG = 'ig-1';
const CUSTOMER = 'cust-1';

const ig = (...messaging: object[]) => ({ object: 'instagram', entry: [{ id: IG, time: T, messaging }] });
const fromCustomer = (fields: object) => ({ sender: { id: CUSTOMER }, recipient: { id: IG }, timestamp: T, ...fields });
const parties = { sender: CUSTOMER, recipient: IG, echo: false, at: new Date(T) };
const events = (body: unknown) => parseDelivery(body, RECEIVED).entries.flatMap((e) => e.events);
const asset = expect.stringMatching(/^[0-9a-f]{16}$/);

describe('Meta inbound parser', () => {
  const messaging: Array<[string, object, object]> = [
    [
      'a text message',
      fromCustomer({ message: { mid: 'm1', text: 'Привіт' } }),
      {
        ...parties,
        kind: 'message',
        mid: 'm1',
        text: 'Привіт',
        attachments: [],
        replyTo: null,
        payload: null,
        postId: null,
      },
    ],
    [
      'NUL characters dropped (PostgreSQL text cannot hold one)',
      fromCustomer({ message: { mid: 'm1', text: 'Привіт\u0000!' } }),
      { kind: 'message', text: 'Привіт!' },
    ],
    [
      'attachments: image and video, each with a stable asset id',
      fromCustomer({
        message: {
          mid: 'm2',
          attachments: [
            { type: 'image', payload: { url: 'https://cdn.example/p.jpg' } },
            { type: 'video', payload: { url: 'https://cdn.example/v.mp4' } },
          ],
        },
      }),
      {
        kind: 'message',
        text: '',
        attachments: [
          { type: 'image', url: 'https://cdn.example/p.jpg', title: null, asset_id: asset },
          { type: 'video', url: 'https://cdn.example/v.mp4', title: null, asset_id: asset },
        ],
      },
    ],
    [
      'attachment links other than http(s) are dropped (javascript:, data:, file:, not a URL)',
      fromCustomer({
        message: {
          mid: 'm2b',
          attachments: [
            { type: 'image', payload: { url: 'javascript:alert(1)' } },
            { type: 'image', payload: { url: 'data:image/png;base64,AAAA' } },
            { type: 'file', payload: { url: 'file:///etc/passwd' } },
            { type: 'image', payload: { url: 'not a url' } },
          ],
        },
      }),
      {
        kind: 'message',
        attachments: [
          { type: 'image', url: null, title: null, asset_id: asset },
          { type: 'image', url: null, title: null, asset_id: asset },
          { type: 'file', url: null, title: null, asset_id: asset },
          { type: 'image', url: null, title: null, asset_id: asset },
        ],
      },
    ],
    [
      'a shared post, current shape (ig_post with its media id, since 2025-11)',
      fromCustomer({
        message: {
          mid: 'm3',
          attachments: [
            {
              type: 'ig_post',
              payload: { ig_post_media_id: '17890', url: 'https://cdn.example/post.jpg', title: 'Сукня' },
            },
          ],
        },
      }),
      {
        kind: 'message',
        postId: '17890',
        attachments: [{ type: 'share', url: 'https://cdn.example/post.jpg', title: 'Сукня', asset_id: asset }],
      },
    ],
    [
      'a shared post, old shape (share, removed 2026-02-01)',
      fromCustomer({
        message: { mid: 'm4', attachments: [{ type: 'share', payload: { url: 'https://instagram.com/p/x' } }] },
      }),
      {
        kind: 'message',
        postId: null,
        attachments: [{ type: 'share', url: 'https://instagram.com/p/x', title: null, asset_id: asset }],
      },
    ],
    [
      'a story mention',
      fromCustomer({
        message: { mid: 'm5', attachments: [{ type: 'story_mention', payload: { url: 'https://cdn.example/m.jpg' } }] },
      }),
      {
        kind: 'message',
        attachments: [{ type: 'story_mention', url: 'https://cdn.example/m.jpg', title: null, asset_id: asset }],
      },
    ],
    [
      'a story reply',
      fromCustomer({
        message: { mid: 'm6', text: 'Гарна!', reply_to: { story: { url: 'https://cdn.example/s.jpg', id: 'st-1' } } },
      }),
      { kind: 'message', text: 'Гарна!', replyTo: { mid: null, story_url: 'https://cdn.example/s.jpg' } },
    ],
    [
      'a quick reply answering a message',
      fromCustomer({ message: { mid: 'm7', text: 'Так', quick_reply: { payload: 'YES' }, reply_to: { mid: 'm1' } } }),
      { kind: 'message', text: 'Так', payload: 'YES', replyTo: { mid: 'm1', story_url: null } },
    ],
    [
      'an echo of the shop’s own message',
      {
        sender: { id: IG },
        recipient: { id: CUSTOMER },
        timestamp: T,
        message: { mid: 'm8', text: 'Вітаємо', is_echo: true },
      },
      { kind: 'message', sender: IG, recipient: CUSTOMER, echo: true, text: 'Вітаємо' },
    ],
    [
      'an unsend',
      fromCustomer({ message: { mid: 'm1', is_deleted: true } }),
      { ...parties, kind: 'unsend', mid: 'm1' },
    ],
    [
      'an edit (num_edit orders them)',
      fromCustomer({ message_edit: { mid: 'm1', text: 'Розмір M', num_edit: 2 } }),
      { ...parties, kind: 'edit', mid: 'm1', text: 'Розмір M', editCount: 2 },
    ],
    [
      'an edit without a counter counts as the first',
      fromCustomer({ message_edit: { mid: 'm1', text: 'x' } }),
      { kind: 'edit', editCount: 1 },
    ],
    [
      'a postback',
      fromCustomer({ postback: { mid: 'pb1', title: 'Замовити', payload: 'ORDER' } }),
      { ...parties, kind: 'postback', mid: 'pb1', title: 'Замовити', payload: 'ORDER' },
    ],
    [
      'a reaction',
      fromCustomer({ reaction: { mid: 'm1', action: 'react', reaction: 'love', emoji: '\u2764\ufe0f' } }),
      { ...parties, kind: 'reaction', mid: 'm1', emoji: '❤️', removed: false },
    ],
    [
      'a reaction without an emoji names it',
      fromCustomer({ reaction: { mid: 'm1', action: 'react', reaction: 'love' } }),
      { kind: 'reaction', emoji: 'love' },
    ],
    ['an unreact', fromCustomer({ reaction: { mid: 'm1', action: 'unreact' } }), { kind: 'reaction', removed: true }],
    ['a read receipt', fromCustomer({ read: { mid: 'm1' } }), { ...parties, kind: 'read' }],
    ['a message without a mid', fromCustomer({ message: { text: 'x' } }), { kind: 'skipped', note: 'message:no-mid' }],
    [
      'an edit without a mid',
      fromCustomer({ message_edit: { text: 'x' } }),
      { kind: 'skipped', note: 'message_edit:no-mid' },
    ],
    [
      'an item not understood',
      fromCustomer({ something_new: { x: 1 } }),
      { kind: 'unknown', note: 'messaging:something_new' },
    ],
    [
      'a time in seconds, or none (the entry’s)',
      { sender: { id: CUSTOMER }, recipient: { id: IG }, timestamp: T / 1000, message: { mid: 'm9', text: 'a' } },
      { kind: 'message', at: new Date(T) },
    ],
  ];

  it.each(messaging)('messaging: %s', (_name, item, expected) => {
    expect(events(ig(item))).toEqual([expect.objectContaining(expected)]);
  });

  it('ignores delivery receipts', () => {
    expect(events(ig(fromCustomer({ delivery: { mids: ['m1'] } })))).toEqual([]);
  });

  it('reads standby items (another app holds the thread) like messaging, after them', () => {
    const body = {
      object: 'instagram',
      entry: [
        {
          id: IG,
          time: T,
          messaging: [fromCustomer({ message: { mid: 'a', text: '1' } })],
          standby: [fromCustomer({ message: { mid: 'b', text: '2' } })],
        },
      ],
    };
    expect(events(body).map((e) => 'mid' in e && e.mid)).toEqual(['a', 'b']);
  });

  const comment = (value: object, field = 'comments') => ({
    object: 'instagram',
    entry: [{ id: IG, time: T / 1000, changes: [{ field, value }] }],
  });
  const feed = (value: object) => ({
    object: 'page',
    entry: [{ id: 'page-1', time: T / 1000, changes: [{ field: 'feed', value }] }],
  });
  const changes: Array<[string, object, object]> = [
    [
      'an Instagram comment under a post (no time of its own: the arrival)',
      comment({
        from: { id: CUSTOMER, username: 'olena.k' },
        media: { id: 'media-1', media_product_type: 'FEED' },
        id: 'c1',
        text: 'Ціна?',
      }),
      {
        kind: 'comment',
        id: 'c1',
        fromId: CUSTOMER,
        fromName: 'olena.k',
        text: 'Ціна?',
        postId: 'media-1',
        postUrl: null,
        parentId: null,
        isLive: false,
        verb: 'add',
        at: RECEIVED,
        attachments: [],
      },
    ],
    [
      'an Instagram reply to a comment',
      comment({ from: { id: CUSTOMER }, media: { id: 'media-1' }, id: 'c2', parent_id: 'c1', text: 'І є M?' }),
      { kind: 'comment', parentId: 'c1', fromName: null },
    ],
    [
      'a live comment',
      comment({ from: { id: CUSTOMER }, media: { id: 'live-1' }, id: 'c3', text: 'live!' }, 'live_comments'),
      { kind: 'comment', isLive: true, postId: 'live-1' },
    ],
    ['a comment without an id', comment({ text: 'x' }), { kind: 'skipped', note: 'comments:no-id' }],
    ['another Instagram field', comment({ media_id: '1' }, 'mentions'), { kind: 'unknown', note: 'mentions' }],
    [
      'a Page feed comment on the post (its parent is the post)',
      feed({
        item: 'comment',
        verb: 'add',
        post_id: 'page-1_post-1',
        parent_id: 'page-1_post-1',
        comment_id: 'page-1_c1',
        from: { id: CUSTOMER, name: 'Ірина' },
        message: 'Скільки?',
        created_time: T / 1000,
        post: { permalink_url: 'https://facebook.com/p/1' },
        photo: 'https://cdn.example/ph.jpg',
      }),
      {
        kind: 'comment',
        id: 'page-1_c1',
        fromName: 'Ірина',
        text: 'Скільки?',
        postId: 'page-1_post-1',
        postUrl: 'https://facebook.com/p/1',
        parentId: null,
        verb: 'add',
        at: new Date(T),
        attachments: [{ type: 'image', url: 'https://cdn.example/ph.jpg', title: null, asset_id: asset }],
      },
    ],
    [
      'a Page feed comment edited (ordered by the delivery’s time)',
      feed({ item: 'comment', verb: 'edited', post_id: 'p', parent_id: 'page-1_c1', comment_id: 'c9', message: 'y' }),
      { kind: 'comment', verb: 'edited', parentId: 'page-1_c1', editCount: Math.floor(T / 1000) },
    ],
    [
      'a Page feed comment removed',
      feed({ item: 'comment', verb: 'remove', comment_id: 'c9' }),
      { kind: 'comment', verb: 'remove' },
    ],
    [
      'a Page feed comment without an id',
      feed({ item: 'comment', verb: 'add' }),
      { kind: 'skipped', note: 'feed:no-comment-id' },
    ],
    ['another Page feed item', feed({ item: 'reaction', verb: 'add' }), { kind: 'unknown', note: 'feed:reaction' }],
  ];

  it.each(changes)('changes: %s', (_name, body, expected) => {
    expect(events(body)).toEqual([expect.objectContaining(expected)]);
  });

  it('reads Messenger messaging the same way', () => {
    const body = {
      object: 'page',
      entry: [
        {
          id: 'page-1',
          time: T,
          messaging: [
            {
              sender: { id: CUSTOMER },
              recipient: { id: 'page-1' },
              timestamp: T,
              message: { mid: 'fb1', text: 'Доброго дня' },
            },
          ],
        },
      ],
    };
    const parsed = parseDelivery(body, RECEIVED);
    expect(parsed).toMatchObject({ platform: 'FACEBOOK', unknown: [], entries: [{ accountId: 'page-1' }] });
    expect(parsed.entries[0].events).toEqual([
      expect.objectContaining({ kind: 'message', mid: 'fb1', recipient: 'page-1' }),
    ]);
  });

  it('keeps the entries apart with their accounts, in order', () => {
    const body = {
      object: 'instagram',
      entry: [
        {
          id: IG,
          time: T,
          messaging: [
            fromCustomer({ message: { mid: '1', text: '1' } }),
            fromCustomer({ message: { mid: '2', text: '2' } }),
          ],
        },
        { id: 'ig-2', time: T, messaging: [fromCustomer({ message: { mid: '3', text: '3' } })] },
      ],
    };
    const parsed = parseDelivery(body, RECEIVED);
    expect(parsed.platform).toBe('INSTAGRAM');
    expect(parsed.entries.map((e) => [e.accountId, e.events.map((ev) => 'mid' in ev && ev.mid)])).toEqual([
      [IG, ['1', '2']],
      ['ig-2', ['3']],
    ]);
  });

  it.each([
    [{ object: 'whatsapp_business_account', entry: [{ id: 'x' }] }, 'object:whatsapp_business_account'],
    [{ object: 'constructor' }, 'object:constructor'],
    [{ entry: [] }, 'object:undefined'],
    [[1, 2], 'object:undefined'],
  ])('notes an object it does not handle: %j', (body, note) => {
    expect(parseDelivery(body, RECEIVED)).toEqual({ platform: null, entries: [], unknown: [note] });
  });

  it('reads nothing from entries that are not objects', () => {
    expect(
      parseDelivery({ object: 'instagram', entry: [null, 3, { id: IG, messaging: 'x' }] }, RECEIVED).entries,
    ).toEqual([
      { accountId: null, events: [] },
      { accountId: null, events: [] },
      { accountId: IG, events: [] },
    ]);
  });
});
