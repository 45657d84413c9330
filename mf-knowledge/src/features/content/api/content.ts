import { requestData } from '@vitrina/shared';
import type {
  Product,
  ProductPage,
  Publication,
  PublicationPage,
  PublicationSyncResult,
  PublicationUpdateRequest,
} from '@vitrina/shared/contracts';

// The product and publication calls of docs/product.md §7.2; each carries the current channel.

type Scope = { channelId: string | undefined };

export interface ProductQuery extends Scope {
  /** Zero-based, as the Spring page is. */
  page: number;
  size: number;
  /** Article code or name. */
  q: string;
}

export const fetchProducts = ({ channelId, page, size, q }: ProductQuery, signal?: AbortSignal) =>
  requestData<ProductPage>('/api/v1/data', { query: { channelId, page, size, q: q || undefined }, signal });

export const addLinkedCodes = ({ channelId, code, codes }: Scope & { code: string; codes: string[] }) =>
  requestData<Product>('/api/v1/data/by-code', { method: 'POST', query: { channelId, code }, body: { codes } });

export const removeLinkedCode = ({ channelId, code, linked }: Scope & { code: string; linked: string }) =>
  requestData<Product>('/api/v1/data/by-code', {
    method: 'DELETE',
    query: { channelId, code },
    body: { codes: [linked] },
  });

export type ActiveFilter = 'all' | 'true' | 'false';

export interface PublicationQuery extends Scope {
  page: number;
  size: number;
  active: ActiveFilter;
  /** Caption or ID. */
  q: string;
}

export const fetchPublications = ({ channelId, page, size, active, q }: PublicationQuery, signal?: AbortSignal) =>
  requestData<PublicationPage>('/api/v1/publications', {
    query: { channelId, page, size, active: active === 'all' ? undefined : active, q: q || undefined },
    signal,
  });

export const updatePublication = ({
  channelId,
  id,
  changes,
}: Scope & { id: string; changes: PublicationUpdateRequest }) =>
  requestData<Publication>(`/api/v1/platform/publications/${encodeURIComponent(id)}`, {
    method: 'PUT',
    query: { channelId },
    body: changes,
  });

export const deletePublication = ({ channelId, id }: Scope & { id: string }) =>
  requestData(`/api/v1/platform/publications/${encodeURIComponent(id)}`, { method: 'DELETE', query: { channelId } });

/** POST /api/v1/publications/sync: the current channel's media read again into publications. */
export const syncPublications = () =>
  requestData<PublicationSyncResult>('/api/v1/publications/sync', { method: 'POST', timeoutMs: 60_000 });
