/** Where a shop writes for help, or to move to a paid plan while payment is not in the app. */
export const SUPPORT_EMAIL = 'support@vitrina.app';
