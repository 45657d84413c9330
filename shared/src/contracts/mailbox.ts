import { z } from 'zod';

/** GET /api/v1/dev/mailbox (local mailbox, only when no SMTP_URL): newest first. */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
