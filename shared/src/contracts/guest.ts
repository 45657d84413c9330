import { z } from 'zod';
import { NAME_MAX_LENGTH, phoneSchema, timeSlotSchema } from './common';
import { GUEST_REQUEST_KINDS } from './constants/guest';

/** Consultation and booking requests share one shape (docs/product.md §4.1). */
export const consultationRequestSchema = z.object({
  name: z
    .string({ error: 'validation.booking.name.required' })
    .trim()
    .min(1, 'validation.booking.name.required')
    .max(NAME_MAX_LENGTH, 'validation.too_long'),
  phone: phoneSchema('validation.booking.phone.required'),
  time_slot: timeSlotSchema('validation.booking.time_slot.required'),
});
export type ConsultationRequest = z.infer<typeof consultationRequestSchema>;

/** POST /api/v1/guest/booking/request */
export const bookingRequestSchema = consultationRequestSchema;
export type BookingRequest = ConsultationRequest;

export const INSTAGRAM_MAX_LENGTH = 100;

/** POST /api/v1/guest/new-user/request (bearer optional). */
export const newUserRequestSchema = z.object({
  phone: phoneSchema('validation.new_user.phone.required'),
  instagram: z
    .string({ error: 'validation.new_user.instagram.required' })
    .trim()
    .min(1, 'validation.new_user.instagram.required')
    .max(INSTAGRAM_MAX_LENGTH, 'validation.too_long'),
  time_slot: timeSlotSchema('validation.new_user.time_slot.required'),
});
export type NewUserRequest = z.infer<typeof newUserRequestSchema>;

/** `data` of a successful guest request. */
export const guestRequestResultSchema = z.object({
  id: z.string(),
  kind: z.enum(GUEST_REQUEST_KINDS),
  created_at: z.string(),
  /** A confirmation text in the request's language (clients may show their own translation). */
  message: z.string(),
});
export type GuestRequestResult = z.infer<typeof guestRequestResultSchema>;
