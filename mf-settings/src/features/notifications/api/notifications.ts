import { requestData } from '@vitrina/shared';
import type { PushDevice, PushPreferences } from '@vitrina/shared/contracts';

// The calls of docs/product.md §9.13 (Web Push) the notifications tab makes.

export const fetchDevices = (signal?: AbortSignal) =>
  requestData<PushDevice[]>('/api/v1/push/subscriptions', { signal });

export const deleteDevice = (id: string) =>
  requestData<{ id: string }>(`/api/v1/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchPreferences = (signal?: AbortSignal) =>
  requestData<PushPreferences>('/api/v1/push/preferences', { signal });

export const putPreferences = (body: PushPreferences) =>
  requestData<PushPreferences>('/api/v1/push/preferences', { method: 'PUT', body });

export const sendTest = () => requestData<{ sent: number; devices: number }>('/api/v1/push/test', { method: 'POST' });
