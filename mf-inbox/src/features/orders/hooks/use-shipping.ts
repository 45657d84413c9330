import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createWaybill, fetchShipment, trackShipment } from '../api/orders';
import type { Shipment, WaybillRequest } from '../types';
import { ordersKeys } from './use-orders';

// The order's parcel in the page's query cache (docs/product.md §9.11); the directory and the
// shop's settings are @vitrina/shared/nova-poshta's (Settings edits them).
const npKeys = {
  shipment: (orderId: string) => [...ordersKeys.all, 'shipment', orderId] as const,
};

/** An optional thing of an order (its waybill, its payment link): null while the API says 404. */
export async function noneOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

/** The order's waybill; null while it has none (the API's 404). */
export const useShipment = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: npKeys.shipment(orderId),
    enabled,
    retry: false,
    queryFn: ({ signal }): Promise<Shipment | null> => noneOn404(fetchShipment(orderId, signal)),
  });

export function useCreateWaybill(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WaybillRequest) => createWaybill(orderId, body),
    onSuccess: (data) => {
      client.setQueryData(npKeys.shipment(orderId), data);
      void client.invalidateQueries({ queryKey: ordersKeys.one(orderId) });
    },
  });
}

export function useTrackShipment(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => trackShipment(orderId),
    onSuccess: (data) => {
      client.setQueryData(npKeys.shipment(orderId), data);
      void client.invalidateQueries({ queryKey: ordersKeys.one(orderId) });
    },
  });
}
