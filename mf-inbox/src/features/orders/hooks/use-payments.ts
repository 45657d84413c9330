import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPayment, sendPaymentLink } from '../api/orders';
import type { Payment } from '../types';
import { ordersKeys } from './use-orders';
import { noneOn404 } from './use-shipping';

// Payment links in the page's query cache, under 'orders': a live ORDER_UPDATED (the webhook
// marked it paid) refetches them (docs/product.md §9.12).
const payKeys = {
  payment: (orderId: string) => [...ordersKeys.all, 'payment', orderId] as const,
};

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
