/** Call time slots of the request forms (docs/product.md §4.1). */
export const TIME_SLOTS = ['09-12', '12-15', '15-18', '18-21'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  '09-12': '09:00–12:00',
  '12-15': '12:00–15:00',
  '15-18': '15:00–18:00',
  '18-21': '18:00–21:00',
};

export const GUEST_REQUEST_KINDS = ['CONSULTATION', 'BOOKING', 'NEW_USER'] as const;
export type GuestRequestKind = (typeof GUEST_REQUEST_KINDS)[number];
