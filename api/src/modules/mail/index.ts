// The mail module's public surface (api/README.md "Module boundaries").
export type { Mailer } from './mailer';
export {
  billingConfirmMail,
  billingFailedMail,
  escapeHtml,
  guestRequestMail,
  resetPasswordMail,
  teamInvitationMail,
} from './templates';
