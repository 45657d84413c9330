import { z } from 'zod';
import { languageSchema } from './common';
import { tokenResponseSchema } from './auth';

/** Platforms a channel can be on (docs/product.md §9.3: Instagram offered, Facebook pages when available). */
export const PLATFORMS = ['INSTAGRAM', 'FACEBOOK'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What kind of platform account a channel is: an Instagram professional account or a Facebook Page. */
export const CHANNEL_TYPES = ['INSTAGRAM_BUSINESS', 'FACEBOOK_PAGE'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** VALID, or EXPIRED once the platform refused the token (code 190): the owner must sign in with Meta again. */
export const TOKEN_STATUSES = ['VALID', 'EXPIRED'] as const;
export const HISTORY_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

export const CHANNEL_NAME_MAX_LENGTH = 100;

export const channelNameSchema = z
  .string({ error: 'validation.channel_name.required' })
  .trim()
  .min(1, 'validation.channel_name.required')
  .max(CHANNEL_NAME_MAX_LENGTH, 'validation.too_long');

const platformIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:-]+$/, 'validation.invalid');

/** A connected channel (GET /api/v1/channels, currentChannel). Platform tokens never leave the server. */
export const channelSchema = z.object({
  id: z.string(),
  channel_name: z.string(),
  platform: z.enum(PLATFORMS),
  /** The same value as `platform` (the list responses of the spec call it platform_type). */
  platform_type: z.enum(PLATFORMS),
  type: z.enum(CHANNEL_TYPES),
  /** The platform account's own name (Instagram username or Page name) and picture. */
  name: z.string(),
  picture: z.string().nullable(),
  /** Platform account id: the Instagram professional account id, or the Page id. */
  profile_id: z.string(),
  /** The Facebook Page the account is linked to. */
  page_id: z.string(),
  token_status: z.enum(TOKEN_STATUSES),
  created_at: z.string(),
  /**
   * The import of recent conversations when the channel was connected (Meta's Conversations API,
   * paced to its limits): RUNNING, then DONE with the number of conversations brought, or FAILED.
   * Absent or null before any import.
   */
  history: z
    .object({ status: z.enum(HISTORY_STATUSES), conversations: z.number().int().nullable() })
    .nullable()
    .optional(),
});
export type Channel = z.infer<typeof channelSchema>;

/** POST /api/v1/channels: connect one of the pages of GET /channels/current/pages. */
export const createChannelRequestSchema = z.object({
  channel_name: channelNameSchema,
  page_id: platformIdSchema,
  platform: z.enum(PLATFORMS, { error: 'validation.invalid' }),
  /** Instagram account id (INSTAGRAM); for FACEBOOK the page id (optional). */
  profile_id: platformIdSchema.optional(),
});
export type CreateChannelRequest = z.infer<typeof createChannelRequestSchema>;

/** The answer of POST /api/v1/channels and of the token registration. */
export const channelCreatedSchema = channelSchema;

/**
 * A Facebook Page the signed-in Meta user manages (GET /api/v1/channels/current/pages). The spec's
 * option carries access_token; the server keeps Page tokens to itself, so it is left out here.
 */
export const facebookPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  /** The Instagram professional account linked to the Page, when there is one. */
  instagram_business_account: z
    .object({ id: z.string(), username: z.string(), profile_picture_url: z.string().nullable() })
    .nullable(),
});
export type FacebookPage = z.infer<typeof facebookPageSchema>;

/** GET /api/v1/channels/currentChannel?channelId= (PUT) */
export const currentChannelQuerySchema = z.object({ channelId: z.string().uuid({ error: 'validation.invalid' }) });

/**
 * GET /api/v1/channels/platforms: what the add-channel modal offers (docs/product.md §9.3:
 * Instagram; a Facebook page only when the server's Meta app can connect one), and whether the
 * Meta sandbox is the platform.
 */
export const channelPlatformsSchema = z.object({
  platforms: z.array(z.enum(PLATFORMS)),
  sandbox: z.boolean(),
});
export type ChannelPlatforms = z.infer<typeof channelPlatformsSchema>;

/** GET /api/v1/channels/oauth-url: where the add-channel popup goes (Meta's consent dialog, or the sandbox's). */
export const oauthUrlQuerySchema = z.object({
  platform: z.enum(PLATFORMS, { error: 'validation.invalid' }).default('INSTAGRAM'),
  lng: languageSchema.default('ua'),
  /**
   * The origin the app was opened at (`location.origin`): the dialog returns there when it is
   * allowed (PUBLIC_URL, CORS_ORIGINS, the server's own), else 400. Without it: PUBLIC_URL.
   */
  origin: z
    .string()
    .max(300)
    .regex(/^https?:\/\/[^/?#\s]+$/, 'validation.invalid')
    .optional(),
  /**
   * Instagram only: `INSTAGRAM` (Instagram Login, the default when the server has it) or
   * `FACEBOOK` (an Instagram account linked to a Facebook Page, through the Page).
   */
  login: z.enum(['INSTAGRAM', 'FACEBOOK'], { error: 'validation.invalid' }).optional(),
});
export const oauthUrlSchema = z.object({
  url: z.string(),
  /** The redirect_uri the dialog returns to (`{origin or PUBLIC_URL}/{lng}/chats`); the register call must use the same lng. */
  redirect_uri: z.string(),
  state: z.string(),
  /** True when the Meta sandbox is the platform (no Meta app configured). */
  sandbox: z.boolean(),
});
export type OAuthUrl = z.infer<typeof oauthUrlSchema>;

/** GET /api/v1/users/fbLogin/url: Facebook Login's sign-in dialog (returns to `/{lng}/login`); answers an OAuthUrl. */
export const fbLoginUrlQuerySchema = oauthUrlQuerySchema.pick({ lng: true, origin: true });
export type FbLoginUrlQuery = z.infer<typeof fbLoginUrlQuerySchema>;

/**
 * POST /api/v1/users/fbLogin: the sign-in dialog's `code` and `state` (the one its URL was issued
 * with), `lng` as asked for the URL (it rebuilds the redirect_uri) and the language of an account
 * the sign-in creates.
 */
export const fbLoginRequestSchema = z.object({
  code: z.string({ error: 'validation.fb_code.required' }).trim().min(1, 'validation.fb_code.required').max(2048),
  state: z.string({ error: 'validation.state.required' }).trim().min(1, 'validation.state.required').max(512),
  lng: languageSchema.default('ua'),
});
export type FbLoginRequest = z.input<typeof fbLoginRequestSchema>;

/** The session, as /oauth/token's password grant answers it, and whether the sign-in created the account. */
export const fbLoginResultSchema = tokenResponseSchema.extend({ created: z.boolean() });
export type FbLoginResult = z.infer<typeof fbLoginResultSchema>;

/**
 * POST /api/v1/users/fb/token/register. `token` is the authorisation code the consent dialog
 * returned (the exchange happens on the server). `channel_name` is the name typed in the
 * add-channel modal; `lng` rebuilds the redirect_uri the dialog used.
 */
export const registerTokenRequestSchema = z.object({
  token: z.string({ error: 'validation.token.required' }).trim().min(1, 'validation.token.required').max(2048),
  channel_name: channelNameSchema.optional(),
  platform: z.enum(PLATFORMS, { error: 'validation.invalid' }).default('INSTAGRAM'),
  lng: languageSchema.default('ua'),
  state: z.string().max(512).optional(),
});
export type RegisterTokenRequest = z.input<typeof registerTokenRequestSchema>;
