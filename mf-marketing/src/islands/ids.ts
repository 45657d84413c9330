/** This remote's islands (README "Public pages"): `<federation name>:<name in ./index.ts>`. */
export const PRICING_CALCULATOR_ISLAND = 'mf_marketing:pricing-calculator';
/** The booking section's form (features/requests: a placeholder in the prerendered page). */
export const BOOKING_FORM_ISLAND = 'mf_marketing:booking-form';
