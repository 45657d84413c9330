/** Spec §9: auth success messages stay 3 s, then the next step runs (navigation, auto sign-in). */
export const AUTH_DELAY_MS = 3000;
/** Spec §4/§9: messages of the request forms (new-user form) show for 5 s. */
export const FORM_MESSAGE_MS = 5000;
