import { z } from 'zod';
import { NAME_MAX_LENGTH, newPasswordSchema, presentedPasswordSchema } from './common';
import { BOT_STATUSES, COMMENT_RESPONSE_SCENARIOS, PLANS, PRIVATE_REPLY_MESSAGE_MAX_LENGTH } from './constants/users';
import { TEAM_ROLES } from './constants/team';

export const userPlanSchema = z.object({
  code: z.enum(PLANS),
  trial_started_at: z.string(),
  trial_ends_at: z.string(),
  free_chats: z.number().int(),
  /** True while the trial period has not ended. */
  active: z.boolean(),
});
export type UserPlan = z.infer<typeof userPlanSchema>;

/** The current user (GET /api/v1/users, data). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  bot_status: z.enum(BOT_STATUSES),
  comment_response_scenario: z.enum(COMMENT_RESPONSE_SCENARIOS),
  private_reply_message: z.string(),
  created_at: z.string(),
  plan: userPlanSchema,
  /** OWNER or MANAGER in the shop's team (docs/product.md §9.15). */
  role: z.enum(TEAM_ROLES).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/v1/users/usage (data): chats of the current calendar month (UTC) against the free
 * chats. A chat is one conversation until 24 hours pass between two of its messages; the next
 * message after such a pause starts a new chat (docs/product.md §6).
 */
export const planUsageSchema = z.object({
  /** Start of the counted month (ISO, UTC). */
  month_start: z.string(),
  chats_used: z.number().int(),
  free_chats: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

const nameSchema = z
  .string({ error: 'validation.name.required' })
  .trim()
  .min(1, 'validation.name.required')
  .max(NAME_MAX_LENGTH, 'validation.too_long');

const botStatusSchema = z.enum(BOT_STATUSES, { error: 'validation.bot_status.invalid' });
const scenarioSchema = z.enum(COMMENT_RESPONSE_SCENARIOS, {
  error: 'validation.comment_response_scenario.invalid',
});

/** PUT /api/v1/users: `{bot_status}` or `{name}` (or both). */
export const updateUserRequestSchema = z
  .object({
    name: nameSchema.optional(),
    bot_status: botStatusSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.bot_status !== undefined, {
    error: 'validation.user_update.empty',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** Settings tab: name form (docs/product.md §4.7). */
export const nameFormSchema = z.object({ name: nameSchema });
export type NameForm = z.infer<typeof nameFormSchema>;

export const privateReplyMessageSchema = z
  .string({ error: 'validation.private_reply_message.required' })
  .trim()
  .min(1, 'validation.private_reply_message.required')
  .max(PRIVATE_REPLY_MESSAGE_MAX_LENGTH, 'validation.too_long');

/** PUT /api/v1/users/comment-settings. */
export const commentSettingsRequestSchema = z
  .object({
    comment_response_scenario: scenarioSchema.optional(),
    private_reply_message: privateReplyMessageSchema.optional(),
  })
  .refine((v) => v.comment_response_scenario !== undefined || v.private_reply_message !== undefined, {
    error: 'validation.comment_settings.empty',
  });
export type CommentSettingsRequest = z.infer<typeof commentSettingsRequestSchema>;

/** POST /api/v1/users/changePassword. */
export const changePasswordRequestSchema = z
  .object({
    old_password: presentedPasswordSchema('validation.old_password.required'),
    new_password: newPasswordSchema('validation.new_password.required'),
  })
  .refine((v) => v.old_password !== v.new_password, {
    error: 'validation.new_password.same_as_old',
    path: ['new_password'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Settings tab: password form with confirmation (docs/product.md §4.7). */
export const changePasswordFormSchema = z
  .object({
    old_password: z
      .string({ error: 'validation.old_password.required' })
      .trim()
      .min(1, 'validation.old_password.required'),
    new_password: newPasswordSchema('validation.new_password.required'),
    confirm_password: z.string(),
  })
  .refine((v) => v.old_password !== v.new_password, {
    error: 'validation.new_password.same_as_old',
    path: ['new_password'],
  })
  .refine((v) => v.confirm_password === v.new_password, {
    error: 'validation.password_confirm.mismatch',
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
