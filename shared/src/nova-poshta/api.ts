import { requestData } from '@vitrina/shared';
import type { NovaPoshtaSettings, NpCity, NpWarehouse } from '@vitrina/shared/contracts';

// Nova Poshta's calls that more than one remote makes (docs/product.md §9.11): the directory
// (the order page's branch and the settings' sender branch) and the shop's settings (read by the
// order page's waybill block, edited in Settings).

export const fetchNpSettings = (signal?: AbortSignal) =>
  requestData<NovaPoshtaSettings>('/api/v1/shipping/nova-poshta/settings', { signal });

export const searchNpCities = (q: string, signal?: AbortSignal) =>
  requestData<NpCity[]>('/api/v1/shipping/nova-poshta/cities', { query: { q }, signal });

export const searchNpWarehouses = (cityRef: string, q: string, kind?: 'BRANCH' | 'LOCKER', signal?: AbortSignal) =>
  requestData<NpWarehouse[]>('/api/v1/shipping/nova-poshta/warehouses', {
    query: { city_ref: cityRef, q: q || undefined, kind },
    signal,
  });
