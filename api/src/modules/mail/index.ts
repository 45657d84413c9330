// The mail module's public surface (api/README.md "Module boundaries").
export type { Mailer } from './mailer';
export { billingFailedMail, escapeHtml, guestRequestMail, resetPasswordMail, teamInvitationMail } from './templates';
