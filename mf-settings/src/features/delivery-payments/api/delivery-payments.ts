import { requestData } from '@vitrina/shared';
import type { NovaPoshtaSettings, NovaPoshtaSettingsRequest, PaymentSettings } from '@vitrina/shared/contracts';

// The calls of docs/product.md §9.11 (Nova Poshta) and §9.12 (payment links) this tab makes; the
// settings' read and the directory are @vitrina/shared/nova-poshta's (the order page reads them too).

export const saveNpSettings = (body: NovaPoshtaSettingsRequest) =>
  requestData<NovaPoshtaSettings>('/api/v1/shipping/nova-poshta/settings', { method: 'PUT', body });

export const fetchPaymentSettings = (signal?: AbortSignal) =>
  requestData<PaymentSettings>('/api/v1/payments/settings', { signal });

export const savePaymentSettings = (token: string) =>
  requestData<PaymentSettings>('/api/v1/payments/settings', { method: 'PUT', body: { token } });
