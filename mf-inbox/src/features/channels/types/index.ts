import type { z } from 'zod';
import type {
  channelPlatformsSchema,
  channelSchema,
  oauthUrlSchema,
  PLATFORMS,
  registerTokenRequestSchema,
} from '@vitrina/shared/contracts';
import type { addChannelFormSchema } from '../model/add-channel-form';

/** A connected channel (GET /api/v1/channels). */
export type Channel = z.infer<typeof channelSchema>;
/** How an account signs in: Instagram Login or Facebook Login (GET /channels/oauth-url `login`). */
export type MetaLogin = 'INSTAGRAM' | 'FACEBOOK';
/** INSTAGRAM or FACEBOOK. */
export type Platform = (typeof PLATFORMS)[number];
/** The platforms the add-channel modal offers, and whether the Meta sandbox is the platform. */
export type ChannelPlatforms = z.infer<typeof channelPlatformsSchema>;
/** Where the add-channel popup goes. */
export type OAuthUrl = z.infer<typeof oauthUrlSchema>;
/** The body of POST /api/v1/users/fb/token/register. */
export type RegisterTokenRequest = z.input<typeof registerTokenRequestSchema>;

/** The add-channel modal's fields as typed, and as validated (the name trimmed). */
export type AddChannelForm = z.input<typeof addChannelFormSchema>;
export type AddChannelValues = z.output<typeof addChannelFormSchema>;
