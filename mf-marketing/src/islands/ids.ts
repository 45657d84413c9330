/** This remote's islands (README "Public pages"): `<federation name>:<name in ./index.ts>`. */
export const PRICING_CALCULATOR_ISLAND = 'mf_marketing:pricing-calculator';
/** The booking section's form (features/requests: a placeholder in the prerendered page). */
export const BOOKING_FORM_ISLAND = 'mf_marketing:booking-form';
/** The demo's start button with its modal (the hero's and each solution's: features/demo). */
export const DEMO_ISLAND = 'mf_marketing:demo';
/**
 * The consultation ('Your Information') modal: with the demo section's button, and on every
 * marketing page for the `#consultation` hash (the header's 'book a demo' link).
 */
export const CONSULTATION_ISLAND = 'mf_marketing:consultation';
/** The hash that opens the consultation modal. */
export const CONSULTATION_HASH = '#consultation';
/** The pricing page's questions (features/faq): the last part of a public page that needed the app. */
export const FAQ_ISLAND = 'mf_marketing:faq';
