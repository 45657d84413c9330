import { TIME_SLOTS, TIME_SLOT_LABELS, consultationRequestSchema, type TimeSlot } from '@vitrina/shared/contracts';

/**
 * The booking and consultation forms validate with the contract the server uses (docs/product.md §4.1):
 * trimmed name, phone rule, one of the four call times. Errors are message keys.
 */
export const requestSchema = consultationRequestSchema;

/** What the form holds before validation (nothing chosen yet is ''). */
export interface RequestFormValues {
  name: string;
  phone: string;
  time_slot: string;
}

export const EMPTY_REQUEST: RequestFormValues = { name: '', phone: '', time_slot: '' };

export const TIME_SLOT_OPTIONS: { value: TimeSlot; label: string }[] = TIME_SLOTS.map((value) => ({
  value,
  label: TIME_SLOT_LABELS[value],
}));
