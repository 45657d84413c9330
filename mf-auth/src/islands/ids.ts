/** This remote's islands (README "Public pages"): `<federation name>:<name in ./index.ts>`. */
export const LOGIN_FORM_ISLAND = 'mf_auth:login-form';
export const REGISTRATION_FORM_ISLAND = 'mf_auth:registration-form';
export const FORGOT_PASSWORD_FORM_ISLAND = 'mf_auth:forgot-password-form';
