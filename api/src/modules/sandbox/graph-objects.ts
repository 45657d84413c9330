import { stringifyFields, project, type FieldNode, type FieldSpec, type Resolver } from './fields';
import { graphTime } from './ids';
import { paginate, type PageQuery } from './paging';
import { accountIdOn, customerIdOn } from './payloads';
import type {
  AccountRow,
  CommentRow,
  ConversationRow,
  CustomerRow,
  MediaRow,
  MessageRow,
  Platform,
} from './repository';
import type { SandboxService } from './service';

/** What a projection needs: the service, the caller's account and how to write paging links. */
export interface GraphContext {
  service: SandboxService;
  account: AccountRow;
  /** Absolute URL of `/{id}/{edge}` with these query parameters (the token included, as Graph does). */
  link(id: string, edge: string, params: Record<string, string>): string;
}

/** An edge (`/{id}/{edge}` or a nested `edge{...}` field) as a Graph page of projected nodes. */
export function edgePage<T extends { id: string }>(
  ctx: GraphContext,
  ownerId: string,
  edge: string,
  items: T[],
  q: PageQuery,
  fields: FieldSpec | undefined,
  projectOne: (item: T, fields: FieldSpec | undefined) => Promise<Record<string, unknown>>,
  extra: Record<string, string> = {},
) {
  return paginate(
    items,
    q,
    (cursor, limit) =>
      ctx.link(ownerId, edge, {
        ...extra,
        ...(fields ? { fields: stringifyFields(fields) } : {}),
        limit: String(limit),
        ...cursor,
      }),
    (item) => projectOne(item, fields),
  );
}

const nested = (node: FieldNode): PageQuery => ({ limit: node.limit });

function person(platform: Platform, id: string, name: string, username: string) {
  return platform === 'instagram' ? { username, id } : { name, email: `${id}@facebook.com`, id };
}

export function userNode(ctx: GraphContext, spec: FieldSpec | undefined) {
  const { account } = ctx;
  // The person's email, as Facebook shares it with the `email` permission (a sandbox address).
  const resolvers: Record<string, Resolver> = {
    id: () => account.fb_user_id,
    name: () => `${account.name} (owner)`,
    email: () => `${account.username.replace(/[^a-z0-9._-]/gi, '') || 'owner'}.owner@sandbox.test`,
  };
  return project('User', resolvers, spec, ['name', 'id']);
}

export function instagramNode(ctx: GraphContext, spec: FieldSpec | undefined) {
  const { account, service } = ctx;
  const resolvers: Record<string, Resolver> = {
    id: () => account.ig_id,
    // Instagram Login's /me: the professional account id its webhooks carry (entry.id).
    user_id: () => account.ig_id,
    account_type: () => 'BUSINESS',
    username: () => account.username,
    name: () => account.name,
    profile_picture_url: () => service.avatarUrl(account.ig_id, account),
    biography: () => 'Vitrina sandbox shop: linen, silk and denim 🌿',
    followers_count: () => 1280,
    follows_count: () => 42,
    media_count: async () => (await service.repo.listMedia(account.page_id)).length,
  };
  return project('IGUser', resolvers, spec, ['id']);
}

export function pageNode(ctx: GraphContext, spec: FieldSpec | undefined) {
  const { account, service } = ctx;
  const resolvers: Record<string, Resolver> = {
    id: () => account.page_id,
    name: () => account.name,
    access_token: () => service.pageToken(account),
    category: () => 'Clothing (Brand)',
    category_list: () => [{ id: '2209', name: 'Clothing (Brand)' }],
    tasks: () => ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'],
    picture: () => ({
      data: { height: 50, width: 50, is_silhouette: false, url: service.avatarUrl(account.page_id, account) },
    }),
    instagram_business_account: (node) => instagramNode(ctx, node.fields ?? new Map([['id', {}]])),
  };
  return project('Page', resolvers, spec, ['name', 'id']);
}

export function customerNode(
  ctx: GraphContext,
  customer: CustomerRow,
  platform: Platform,
  spec: FieldSpec | undefined,
) {
  const [first, ...rest] = customer.name.split(' ');
  const resolvers: Record<string, Resolver> = {
    id: () => customerIdOn(customer, platform),
    name: () => customer.name,
    profile_pic: () => ctx.service.avatarUrl(customer.id, ctx.account),
  };
  if (platform === 'instagram') {
    Object.assign(resolvers, {
      username: () => customer.username,
      follower_count: () => 150 + customer.avatar * 37,
      is_user_follow_business: () => true,
      is_business_follow_user: () => false,
      is_verified_user: () => false,
    });
  } else {
    Object.assign(resolvers, { first_name: () => first, last_name: () => rest.join(' ') });
  }
  return project(platform === 'instagram' ? 'IGUser' : 'User', resolvers, spec, ['name', 'id']);
}

export async function messageNode(
  ctx: GraphContext,
  m: MessageRow,
  conversation: ConversationRow,
  spec: FieldSpec | undefined,
) {
  const { account, service } = ctx;
  const platform = conversation.platform;
  const customer = (await service.repo.findCustomer(conversation.customer_id))!;
  const shop = person(platform, accountIdOn(account, platform), account.name, account.username);
  const them = person(platform, customerIdOn(customer, platform), customer.name, customer.username);
  const images = m.attachments.filter((a) => a.type !== 'share');
  const shares = m.attachments.filter((a) => a.type === 'share');
  const resolvers: Record<string, Resolver> = {
    id: () => m.id,
    created_time: () => graphTime(m.created_at),
    message: () => m.text ?? '',
    from: () => (m.from_shop ? shop : them),
    to: () => ({ data: [m.from_shop ? them : shop] }),
    attachments: () =>
      images.length
        ? {
            data: images.map((a, i) =>
              a.type === 'image'
                ? {
                    id: `${m.id}_${i}`,
                    mime_type: a.url.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg',
                    name: a.url.split('/').pop(),
                    image_data: {
                      width: 600,
                      height: 600,
                      max_width: 600,
                      max_height: 600,
                      url: a.url,
                      preview_url: a.url,
                    },
                  }
                : { id: `${m.id}_${i}`, mime_type: `${a.type}/*`, file_url: a.url, [`${a.type}_data`]: { url: a.url } },
            ),
          }
        : undefined,
    shares: () => (shares.length ? { data: shares.map((a) => ({ link: a.url })) } : undefined),
    reply_to: () => (m.reply_to ? { mid: m.reply_to, is_self_reply: false } : undefined),
    reactions: () =>
      m.reaction
        ? { data: [{ reaction: m.reaction, users: [{ id: them.id, username: customer.username }] }] }
        : undefined,
    is_unsupported: () => false,
    tags: () => ({ data: m.tag ? [{ name: m.tag }] : [] }),
  };
  return project('Message', resolvers, spec, ['id', 'created_time']);
}

export async function conversationNode(ctx: GraphContext, c: ConversationRow, spec: FieldSpec | undefined) {
  const { account, service } = ctx;
  const customer = (await service.repo.findCustomer(c.customer_id))!;
  const resolvers: Record<string, Resolver> = {
    id: () => c.id,
    updated_time: () => graphTime(c.updated_at),
    participants: () => ({
      data: [
        person(c.platform, customerIdOn(customer, c.platform), customer.name, customer.username),
        person(c.platform, accountIdOn(account, c.platform), account.name, account.username),
      ],
    }),
    message_count: async () => (await service.repo.countMessages(c.id)).total,
    unread_count: async () => (await service.repo.countMessages(c.id)).unread,
    can_reply: () => !customer.blocked,
    messages: async (node) =>
      edgePage(ctx, c.id, 'messages', await service.repo.listMessages(c.id), nested(node), node.fields, (m, f) =>
        messageNode(ctx, m, c, f),
      ),
  };
  return project('Conversation', resolvers, spec, ['id', 'updated_time']);
}

export async function commentNode(ctx: GraphContext, comment: CommentRow, spec: FieldSpec | undefined) {
  const { service } = ctx;
  const resolvers: Record<string, Resolver> = {
    id: () => comment.id,
    text: () => comment.text,
    timestamp: () => graphTime(comment.created_at),
    username: () => comment.from_username,
    from: () => ({ id: comment.from_id, username: comment.from_username }),
    media: () => ({ id: comment.media_id, media_product_type: 'FEED' }),
    parent_id: () => comment.parent_id ?? undefined,
    like_count: () => 0,
    hidden: () => false,
    // The same comment as a Facebook Page comment reads.
    message: () => comment.text,
    created_time: () => graphTime(comment.created_at),
    parent: () => (comment.parent_id ? { id: comment.parent_id } : undefined),
    replies: async (node) =>
      edgePage(
        ctx,
        comment.id,
        'replies',
        await service.repo.listComments(comment.media_id, comment.id),
        nested(node),
        node.fields,
        (r, f) => commentNode(ctx, r, f),
      ),
  };
  return project('IGComment', resolvers, spec, ['id', 'text', 'timestamp']);
}

export async function mediaNode(ctx: GraphContext, media: MediaRow, spec: FieldSpec | undefined) {
  const { account, service } = ctx;
  const resolvers: Record<string, Resolver> = {
    id: () => media.id,
    caption: () => media.caption,
    media_type: () => 'IMAGE',
    media_product_type: () => 'FEED',
    media_url: () => service.mediaUrl(media.image, account),
    permalink: () => service.permalink(account, media.id),
    shortcode: () => media.id.slice(-11),
    timestamp: () => graphTime(media.created_at),
    username: () => account.username,
    thumbnail_url: () => undefined,
    owner: () => ({ id: account.ig_id }),
    like_count: () => 24,
    comments_count: () => service.repo.countComments(media.id),
    is_comment_enabled: () => true,
    // The same post as a Facebook Page post reads (GET /{page-id}/posts).
    message: () => media.caption,
    created_time: () => graphTime(media.created_at),
    permalink_url: () => service.permalink(account, media.id),
    full_picture: () => service.mediaUrl(media.image, account),
    from: () => ({ name: account.name, id: account.page_id }),
    comments: async (node) =>
      edgePage(
        ctx,
        media.id,
        'comments',
        await service.repo.listComments(media.id, null),
        nested(node),
        node.fields,
        (c, f) => commentNode(ctx, c, f),
      ),
  };
  return project('IGMedia', resolvers, spec, ['id']);
}
