import { z } from 'zod';
import { channelNameSchema, PLATFORMS } from '@vitrina/shared/contracts';

/** The add-channel modal's form (docs/product.md §4.8): the platform, the name trimmed and required. */
export const addChannelFormSchema = z.object({
  platform: z.enum(PLATFORMS),
  /**
   * How an Instagram account signs in (issue 29): Instagram Login (the default: no Facebook Page
   * needed) or Facebook Login (an account linked to a Page). A Facebook page always uses Facebook Login.
   */
  login: z.enum(['INSTAGRAM', 'FACEBOOK']),
  channel_name: channelNameSchema,
});
