/**
 * The one interface Vitrina uses to talk to Meta (Instagram and Messenger). GraphMetaAdapter
 * implements it over the Graph API (real, or the sandbox's emulation at another base URL).
 */

export type MetaPlatform = 'INSTAGRAM' | 'FACEBOOK';

/** The platform account a channel stands for, and the Page token that acts for it. */
export interface MetaAccount {
  platform: MetaPlatform;
  /** Instagram professional account id, or the Page id for FACEBOOK. */
  profileId: string;
  pageId: string;
  accessToken: string;
  /** How it was connected: Facebook Login (a Page token, graph.facebook.com; the default) or Instagram Login (graph.instagram.com). */
  login?: 'FACEBOOK' | 'INSTAGRAM';
}

/** Instagram Login's answer to a code: the account's long-lived token and the id its webhooks carry. */
export interface InstagramToken {
  accessToken: string;
  expiresAt: Date | null;
}

export interface InstagramUser {
  /** The professional account id (`user_id` of /me): the `entry.id` of its webhooks. */
  userId: string;
  username: string;
  name: string | null;
  picture: string | null;
}

/** Facebook Login's person: the app-scoped user id, and what they shared. */
export interface FacebookUser {
  id: string;
  name: string | null;
  email: string | null;
}

export interface Page<T> {
  data: T[];
  /** Cursor of the next page (Graph `paging.cursors.after` when `paging.next` exists), else null. */
  after: string | null;
}

export interface UserToken {
  accessToken: string;
  expiresAt: Date | null;
}

export interface ManagedPage {
  id: string;
  name: string;
  accessToken: string;
  picture: string | null;
  instagram: { id: string; username: string; profilePictureUrl: string | null } | null;
}

export interface AccountProfile {
  id: string;
  name: string;
  username: string | null;
  picture: string | null;
}

export interface PlatformConversation {
  id: string;
  updatedTime: string;
  participants: Array<{ id: string; name: string | null; username: string | null }>;
}

export interface PlatformMessage {
  id: string;
  createdTime: string;
  text: string;
  from: { id: string; name: string | null; username: string | null };
  attachments: Array<{ type: string; url: string | null }>;
}

export interface PlatformMedia {
  id: string;
  caption: string | null;
  mediaType: string | null;
  mediaUrl: string | null;
  permalink: string | null;
  timestamp: string | null;
}

export interface PlatformComment {
  id: string;
  text: string;
  timestamp: string | null;
  from: { id: string; username: string | null } | null;
  parentId: string | null;
}

/** Outside the 24-hour window a person may answer with Meta's HUMAN_AGENT tag (up to 7 days). */
export interface SendOptions {
  tag?: 'HUMAN_AGENT';
}

export interface SendResult {
  recipientId: string | null;
  messageId: string;
}

export interface PageOptions {
  after?: string;
  limit?: number;
}

export interface MetaAdapter {
  /** Authorisation code -> short-lived user token -> long-lived user token (about 60 days). */
  exchangeCode(code: string, redirectUri: string): Promise<UserToken>;
  /**
   * Instagram Login: the code for a short-lived token (api.instagram.com), then a long-lived one
   * (graph.instagram.com, `ig_exchange_token`, 60 days).
   */
  exchangeInstagramCode(code: string, redirectUri: string): Promise<InstagramToken>;
  /** Instagram Login: a long-lived token for a fresh one (`refresh_access_token`, `ig_refresh_token`). */
  refreshInstagramToken(accessToken: string): Promise<InstagramToken>;
  /** Instagram Login: the account behind a token (`GET /me?fields=user_id,username,name,profile_picture_url`). */
  getInstagramUser(accessToken: string): Promise<InstagramUser>;
  /** Instagram Login: subscribes the app to the account's webhooks (`POST /me/subscribed_apps`). */
  subscribeInstagram(accessToken: string, fields: string): Promise<void>;
  /** The Facebook person behind a user token (`GET /me?fields=id,name,email`; email only if shared). */
  getFacebookUser(userToken: string): Promise<FacebookUser>;
  /** Pages the user manages, each with its Page token and linked Instagram account. */
  listPages(userToken: string): Promise<ManagedPage[]>;
  /** The account's own profile (Instagram username and picture, or the Page's name and picture). */
  getAccountProfile(account: MetaAccount): Promise<AccountProfile>;
  /** A customer's profile (name, username, picture) by their platform-scoped id. */
  getCustomerProfile(account: MetaAccount, customerId: string): Promise<AccountProfile>;
  listConversations(account: MetaAccount, page?: PageOptions): Promise<Page<PlatformConversation>>;
  listMessages(account: MetaAccount, conversationId: string, page?: PageOptions): Promise<Page<PlatformMessage>>;
  listMedia(account: MetaAccount, page?: PageOptions): Promise<Page<PlatformMedia>>;
  /** One post (Instagram media or Page post), e.g. for the permalink a comment belongs to. */
  getMedia(account: MetaAccount, mediaId: string): Promise<PlatformMedia>;
  listComments(account: MetaAccount, mediaId: string, page?: PageOptions): Promise<Page<PlatformComment>>;
  /** A direct message to a customer. */
  sendMessage(account: MetaAccount, recipientId: string, text: string, options?: SendOptions): Promise<SendResult>;
  /**
   * A picture to a customer as a message of its own (an image attachment Meta fetches from `url`;
   * a URL Meta cannot fetch is refused with code 100, subcode 2018008).
   */
  sendImage(account: MetaAccount, recipientId: string, url: string, options?: SendOptions): Promise<SendResult>;
  /** The account's own comment under one of its posts (`POST /{media-id}/comments`); resolves with its id. */
  commentOnPost(account: MetaAccount, mediaId: string, text: string): Promise<{ id: string }>;
  /** A public reply under a comment; resolves with the new comment's id. */
  replyToComment(account: MetaAccount, commentId: string, text: string): Promise<{ id: string }>;
  /** Subscribes the app to the Page's webhooks (`POST /{page-id}/subscribed_apps`). */
  subscribeApp(account: MetaAccount, fields: string): Promise<void>;
  /** A private reply: a direct message to the author of a comment (once per comment, within 7 days). */
  privateReply(account: MetaAccount, commentId: string, text: string): Promise<SendResult>;
}
