import { requestData } from '@vitrina/shared';
import type { ConsultationRequest, GuestRequestResult } from '@vitrina/shared/contracts';

export type RequestKind = 'booking' | 'consultation';

/** Guest calls, no authentication (docs/product.md §4.1). */
export const REQUEST_PATHS: Record<RequestKind, string> = {
  consultation: '/api/v1/guest/consultation/request',
  booking: '/api/v1/guest/booking/request',
};

export function sendRequest(kind: RequestKind, body: ConsultationRequest): Promise<GuestRequestResult> {
  return requestData<GuestRequestResult>(REQUEST_PATHS[kind], { method: 'POST', body, auth: false });
}
