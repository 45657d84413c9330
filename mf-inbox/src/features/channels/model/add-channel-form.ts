import { z } from 'zod';
import { channelNameSchema, PLATFORMS } from '@vitrina/shared/contracts';

/** The add-channel modal's form (docs/product.md §4.8): the platform, the name trimmed and required. */
export const addChannelFormSchema = z.object({
  platform: z.enum(PLATFORMS),
  channel_name: channelNameSchema,
});
