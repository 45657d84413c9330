import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPayment, fetchPaymentSettings, savePaymentSettings, sendPaymentLink } from '../api/orders';
import type { Payment } from '../types';
import { ordersKeys } from './use-orders';
import { noneOn404 } from './use-shipping';

// Payment links in the page's query cache, under 'orders': a live ORDER_UPDATED (the webhook
// marked it paid) refetches them (docs/product.md §9.12).
const payKeys = {
  settings: [...ordersKeys.all, 'pay-settings'] as const,
  payment: (orderId: string) => [...ordersKeys.all, 'payment', orderId] as const,
};

export const usePaymentSettings = () =>
  useQuery({ queryKey: payKeys.settings, queryFn: ({ signal }) => fetchPaymentSettings(signal) });

export function useSavePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => savePaymentSettings(token),
    onSuccess: (data) => client.setQueryData(payKeys.settings, data),
  });
}

/** The order's latest payment link; null while it has none (the API's 404). */
export const usePayment = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: payKeys.payment(orderId),
    enabled,
    retry: false,
    queryFn: ({ signal }): Promise<Payment | null> => noneOn404(fetchPayment(orderId, signal)),
  });

export function useSendPaymentLink(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => sendPaymentLink(orderId),
    onSuccess: (data) => client.setQueryData(payKeys.payment(orderId), data),
  });
}
