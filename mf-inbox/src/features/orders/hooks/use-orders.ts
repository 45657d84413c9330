import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventBus } from '@vitrina/shared';
import {
  createOrder,
  fetchConversationOrders,
  fetchOrder,
  fetchOrderDraft,
  fetchOrders,
  updateOrder,
} from '../api/orders';
import type { Order, OrderCreateRequest, OrderFilters, OrderUpdateRequest } from '../types';

/** Cache keys of the orders: all under 'orders', refetched on every live order event. */
export const ordersKeys = {
  all: ['orders'] as const,
  list: (f: OrderFilters) => [...ordersKeys.all, 'list', f] as const,
  one: (id: string) => [...ordersKeys.all, 'one', id] as const,
  draft: (conversationId: string) => [...ordersKeys.all, 'draft', conversationId] as const,
  ofConversation: (conversationId: string) => [...ordersKeys.all, 'conversation', conversationId] as const,
};

export const useConversationOrders = (conversationId: string) =>
  useQuery({
    queryKey: ordersKeys.ofConversation(conversationId),
    queryFn: ({ signal }) => fetchConversationOrders(conversationId, signal),
  });

export const useOrders = (filters: OrderFilters) =>
  useQuery({
    queryKey: ordersKeys.list(filters),
    queryFn: ({ signal }) => fetchOrders(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: string) =>
  useQuery({ queryKey: ordersKeys.one(id), queryFn: ({ signal }) => fetchOrder(id, signal) });

/** The order forming in a conversation; read again when the customer writes (docs/product.md §9.8). */
export function useOrderDraft(conversationId: string) {
  const client = useQueryClient();
  useEffect(() => {
    const sub = eventBus.on('NEW_MESSAGE').subscribe(({ data }) => {
      if (data.conversation_id === conversationId)
        void client.invalidateQueries({ queryKey: ordersKeys.draft(conversationId) });
    });
    return () => sub.unsubscribe();
  }, [client, conversationId]);
  return useQuery({
    queryKey: ordersKeys.draft(conversationId),
    queryFn: ({ signal }) => fetchOrderDraft(conversationId, signal),
  });
}

/** Another tab (or this one) created or changed an order: every order query refetches. */
export function useLiveOrders() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ordersKeys.all });
    const subs = [eventBus.on('ORDER_CREATED').subscribe(refresh), eventBus.on('ORDER_UPDATED').subscribe(refresh)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [client]);
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateRequest) => createOrder(body),
    onSuccess: () => client.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

export function useUpdateOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdateRequest) => updateOrder(id, body),
    onSuccess: (order: Order) => {
      client.setQueryData(ordersKeys.one(id), order);
      void client.invalidateQueries({ queryKey: ordersKeys.all });
    },
  });
}
