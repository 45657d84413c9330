import { z } from 'zod';
import { emailSchema, NAME_MAX_LENGTH, newPasswordSchema, pictureUrlSchema } from './common';
import {
  CONVERSATION_STATUSES,
  LABEL_COLORS,
  LABEL_NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PRESENCE_STATES,
  SAVED_REPLY_MAX_LENGTH,
  SHORTCUT_MAX_LENGTH,
  SHORTCUT_PATTERN,
  TEAM_ROLES,
} from './constants/team';

// A shop of several people (issue 51, docs/product.md §9.15).

const uuid = z.string().uuid({ error: 'validation.invalid' });

export const teammateRefSchema = z.object({ id: z.string(), name: z.string() });

/** A member of the shop's team: the owner or a manager. */
export const teammateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  /** The caller. */
  you: z.boolean(),
  joined_at: z.string(),
});
export type Teammate = z.infer<typeof teammateSchema>;

/** An invitation not yet accepted: pending until it expires. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** GET /api/v1/team: the caller's role, the teammates and (for the owner) the open invitations. */
export const teamSchema = z.object({
  role: z.enum(TEAM_ROLES),
  members: z.array(teammateSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/v1/team/invitations */
export const inviteRequestSchema = z.object({ email: emailSchema }).strict();
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** GET /api/v1/team/join/{token}: what the invitation page shows. */
export const invitationPreviewSchema = z.object({ email: z.string(), shop_name: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/v1/team/join/{token}: the teammate's name and password. */
export const acceptInvitationRequestSchema = z
  .object({
    name: z
      .string({ error: 'validation.name.required' })
      .trim()
      .min(1, 'validation.name.required')
      .max(NAME_MAX_LENGTH, 'validation.too_long'),
    password: newPasswordSchema(),
  })
  .strict();
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** PUT …/conversations/{id}/assignee: a teammate's id, or null for unassigned. */
export const assignRequestSchema = z.object({ assignee_id: uuid.nullable() }).strict();
export type AssignRequest = z.infer<typeof assignRequestSchema>;

/** PUT …/conversations/{id}/status: SNOOZED needs `snoozed_until` (ISO time in the future). */
export const statusRequestSchema = z
  .object({
    status: z.enum(CONVERSATION_STATUSES, { error: 'validation.team.status' }),
    snoozed_until: z.iso.datetime({ offset: true, error: 'validation.team.snooze_until' }).nullable().optional(),
  })
  .strict()
  .refine((v) => (v.status === 'SNOOZED') === Boolean(v.snoozed_until), {
    error: 'validation.team.snooze_until',
    path: ['snoozed_until'],
  });
export type StatusRequest = z.infer<typeof statusRequestSchema>;

/** An internal note of the team in a conversation: never sent to the customer. */
export const noteSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  text: z.string(),
  author: teammateRefSchema.nullable(),
  created_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteRequestSchema = z
  .object({
    text: z
      .string({ error: 'validation.team.note.required' })
      .trim()
      .min(1, 'validation.team.note.required')
      .max(NOTE_MAX_LENGTH, 'validation.team.note.too_long'),
  })
  .strict();
export type NoteRequest = z.infer<typeof noteRequestSchema>;

export const labelSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type Label = z.infer<typeof labelSchema>;

export const labelRequestSchema = z
  .object({
    name: z
      .string({ error: 'validation.team.label.name' })
      .trim()
      .min(1, 'validation.team.label.name')
      .max(LABEL_NAME_MAX_LENGTH, 'validation.team.label.name'),
    color: z.enum(LABEL_COLORS, { error: 'validation.team.label.color' }),
  })
  .strict();
export type LabelRequest = z.infer<typeof labelRequestSchema>;

/** PUT …/conversations/{id}/labels: the conversation's labels, replaced. */
export const conversationLabelsRequestSchema = z.object({ label_ids: z.array(uuid).max(20) }).strict();

export const savedReplySchema = z.object({
  id: z.string(),
  shortcut: z.string(),
  text: z.string(),
  image_url: z.string().nullable(),
  created_by: teammateRefSchema.nullable(),
  updated_at: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

export const savedReplyRequestSchema = z
  .object({
    shortcut: z
      .string({ error: 'validation.team.shortcut' })
      .trim()
      .transform((s) => s.replace(/^\//, ''))
      .pipe(
        z
          .string()
          .min(1, 'validation.team.shortcut')
          .max(SHORTCUT_MAX_LENGTH, 'validation.team.shortcut')
          .regex(SHORTCUT_PATTERN, 'validation.team.shortcut'),
      ),
    text: z
      .string({ error: 'validation.team.saved_reply.text' })
      .trim()
      .min(1, 'validation.team.saved_reply.text')
      .max(SAVED_REPLY_MAX_LENGTH, 'validation.team.saved_reply.text'),
    image_url: pictureUrlSchema.nullable().optional(),
  })
  .strict();
export type SavedReplyRequest = z.input<typeof savedReplyRequestSchema>;

/** POST …/conversations/{id}/presence: the caller has it open, is typing, or left. */
export const presenceRequestSchema = z
  .object({ state: z.enum(PRESENCE_STATES, { error: 'validation.invalid' }) })
  .strict();
