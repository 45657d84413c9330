import { requestData } from '@vitrina/shared';
import type { AcceptInvitationRequest, InvitationPreview } from '@vitrina/shared/contracts';

// An invitation to a shop's team (docs/product.md §9.15): the token is the last segment of /{lng}/join/{slug}.
const path = (slug: string) => `/api/v1/team/join/${encodeURIComponent(slug)}`;

export const fetchInvitation = (slug: string, signal?: AbortSignal) =>
  requestData<InvitationPreview>(path(slug), { auth: false, signal });

export const acceptInvitation = (slug: string, body: AcceptInvitationRequest) =>
  requestData<{ email: string }>(path(slug), { method: 'POST', body, auth: false });
