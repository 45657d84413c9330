// @vitrina/shared/push: this device's Web Push subscription (docs/product.md §9.13), used by the
// settings' notifications tab, the inbox's prompt after the first customer message and the
// shell's Exit. Stateless: the state is the browser's (permission, the worker's subscription) and
// the id of this device's row, kept in localStorage.
import { request, requestData } from '@vitrina/shared';
import type { PushDevice } from '@vitrina/shared/contracts';
import { SERVICE_WORKER_URL } from '@vitrina/shared/contracts/constants';

const DEVICE_KEY = 'pushDeviceId';

/** Whether this browser can receive Web Push at all (iOS: only from the app added to the home screen). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

/** The notification permission: 'default' (not asked), 'granted', 'denied'; 'unsupported' without Web Push. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The id of this device's row on the server (null when this browser has not opted in). */
export function thisDeviceId(): string | null {
  return localStorage.getItem(DEVICE_KEY);
}

/** "Chrome · Android": what the owner sees in the list of devices. */
export function deviceLabel(ua: string): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'Browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return system ? `${browser} · ${system}` : browser;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Thrown when the owner (or the browser's settings) refuses notifications. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notifications ${permission}`);
    this.name = 'PushPermissionError';
  }
}

/**
 * Turns notifications on for this device: asks the permission, subscribes through the service
 * worker with the server's VAPID key and registers the subscription. Resolves to the device.
 */
export async function enablePush(): Promise<PushDevice> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const { public_key: key } = await requestData<{ public_key: string }>('/api/v1/push/key');
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another key (a server whose keys were reset) cannot be used.
  if (subscription) {
    const current = subscription.options.applicationServerKey;
    const same =
      current &&
      btoa(String.fromCharCode(...new Uint8Array(current))) === btoa(String.fromCharCode(...applicationServerKey(key)));
    if (!same) {
      await subscription.unsubscribe();
      subscription = null;
    }
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(key),
  });
  const json = subscription.toJSON();
  const device = await requestData<PushDevice>('/api/v1/push/subscriptions', {
    method: 'POST',
    body: { endpoint: json.endpoint, keys: json.keys, device: deviceLabel(navigator.userAgent) },
  });
  localStorage.setItem(DEVICE_KEY, device.id);
  return device;
}

/** Whether this browser holds a push subscription now (and the server was told of it). */
export async function pushEnabledHere(): Promise<boolean> {
  if (!pushSupported() || !thisDeviceId()) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}

/**
 * Turns notifications off for this device (also on Exit: a signed-out phone gets no more): the
 * server forgets the device, the browser drops the subscription. Never throws.
 */
export async function disablePushHere(): Promise<void> {
  const id = thisDeviceId();
  localStorage.removeItem(DEVICE_KEY);
  if (id)
    await request(`/api/v1/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }).catch(() => undefined);
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
