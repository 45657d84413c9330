import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NovaPoshtaSettingsRequest } from '@vitrina/shared/contracts';
import { npKeys } from '@vitrina/shared/nova-poshta';
import { fetchPaymentSettings, savePaymentSettings, saveNpSettings } from '../api/delivery-payments';

const PAYMENT_SETTINGS = ['payments', 'settings'] as const;

export function useSaveNpSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaPoshtaSettingsRequest) => saveNpSettings(body),
    onSuccess: (data) => client.setQueryData(npKeys.settings, data),
  });
}

export const usePaymentSettings = () =>
  useQuery({ queryKey: PAYMENT_SETTINGS, queryFn: ({ signal }) => fetchPaymentSettings(signal) });

export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => savePaymentSettings(token),
    onSuccess: (data) => client.setQueryData(PAYMENT_SETTINGS, data),
  });
}
