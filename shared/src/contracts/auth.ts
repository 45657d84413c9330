import { z } from 'zod';
import { emailSchema, languageSchema, NAME_MAX_LENGTH, newPasswordSchema, presentedPasswordSchema } from './common';

export const GRANT_TYPES = ['password', 'refresh_token'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];

/** POST /oauth/token, password grant (urlencoded or multipart form). username is the email. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string({ error: 'validation.email.invalid' }).trim().min(1, 'validation.email.invalid').max(254),
  password: presentedPasswordSchema(),
});
export type PasswordGrantRequest = z.infer<typeof passwordGrantSchema>;

/** POST /oauth/token, refresh grant (multipart form from the web client; urlencoded also accepted). */
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z
    .string({ error: 'validation.refresh_token.required' })
    .min(1, 'validation.refresh_token.required')
    .max(512),
});
export type RefreshGrantRequest = z.infer<typeof refreshGrantSchema>;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema], {
  error: 'validation.grant_type.invalid',
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  /** Seconds until the refresh token (its family) expires. */
  refresh_expires_in: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /oauth/revoke (RFC 7009): form `token=<refresh_token>` with the Basic client header. */
export const revokeRequestSchema = z.object({
  token: z.string({ error: 'validation.token.required' }).min(1, 'validation.token.required').max(512),
  token_type_hint: z.string().max(32).optional(),
});
export type RevokeRequest = z.infer<typeof revokeRequestSchema>;

/**
 * POST /api/v1/users/registration. `name` is optional (the form sends it, docs/product.md §4.4);
 * `lng` (else the request's Accept-Language) becomes the account's language.
 */
export const registrationRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema(),
  name: z.string().trim().max(NAME_MAX_LENGTH, 'validation.too_long').optional(),
  lng: languageSchema.optional(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/** POST /api/v1/users/resetPasswordRequest. `lng` picks the language of the mail and link. */
export const forgotPasswordRequestSchema = z.object({
  email: z.string({ error: 'validation.email.invalid' }).trim().max(254, 'validation.too_long'),
  lng: languageSchema.optional(),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/v1/users/resetPassword/{slug}: body. The slug is the reset token. */
export const resetPasswordRequestSchema = z.object({
  password: newPasswordSchema(),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

// ---- Client form schemas (same rules, for react-hook-form) ----

/** /login form (docs/product.md §4.3): email pattern, password required, remember-me. */
export const loginFormSchema = z.object({
  email: emailSchema,
  password: presentedPasswordSchema(),
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** /registration form (docs/product.md §4.4): name required, email pattern, password. */
export const registrationFormSchema = z.object({
  name: z
    .string({ error: 'validation.name.required' })
    .trim()
    .min(1, 'validation.name.required')
    .max(NAME_MAX_LENGTH, 'validation.too_long'),
  email: emailSchema,
  password: newPasswordSchema(),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** /forgot_pass form: nothing is validated (docs/product.md §4.5); the server answers the same for any address. */
export const forgotPasswordFormSchema = z.object({ email: z.string().trim() });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** /reset_pass/{slug} form. */
export const resetPasswordFormSchema = resetPasswordRequestSchema;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
