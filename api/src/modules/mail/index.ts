// The mail module's public surface (api/README.md "Module boundaries").
export type { Mailer } from './mailer';
export { escapeHtml, guestRequestMail, resetPasswordMail, teamInvitationMail } from './templates';
