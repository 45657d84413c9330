import { authStore } from '../auth/auth-store';
import { getConfig } from '../config';
import { request } from './api-client';

/**
 * A file the API serves with the bearer token (not JSON: the orders' CSV, a waybill's label, a
 * plan's receipt). An expired token is refreshed through an ordinary call, then the file is asked
 * once more.
 */
export async function requestFile(path: string): Promise<Blob> {
  const url = `${getConfig().apiUrl.replace(/\/$/, '')}${path}`;
  const get = () => fetch(url, { headers: { Authorization: `Bearer ${authStore.get().token ?? ''}` } });
  let res = await get();
  if (res.status === 401) {
    await request('/api/v1/users');
    res = await get();
  }
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  return res.blob();
}
