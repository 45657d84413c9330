import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  createWaybill,
  fetchNpSettings,
  fetchShipment,
  saveNpSettings,
  searchNpCities,
  searchNpWarehouses,
  trackShipment,
} from '../api/orders';
import type { NovaPoshtaSettingsRequest, Shipment, WaybillRequest } from '../types';
import { ordersKeys } from './use-orders';

// Nova Poshta's calls in the page's query cache (docs/product.md §9.11).
const npKeys = {
  settings: [...ordersKeys.all, 'np-settings'] as const,
  shipment: (orderId: string) => [...ordersKeys.all, 'shipment', orderId] as const,
  cities: (q: string) => ['np', 'cities', q] as const,
  warehouses: (cityRef: string, q: string, kind?: string) => ['np', 'warehouses', cityRef, q, kind ?? ''] as const,
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

/** A value once the owner stops typing for `ms` (the directory is searched as they type). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export const useNpSettings = () =>
  useQuery({ queryKey: npKeys.settings, queryFn: ({ signal }) => fetchNpSettings(signal) });

export function useSaveNpSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaPoshtaSettingsRequest) => saveNpSettings(body),
    onSuccess: (data) => client.setQueryData(npKeys.settings, data),
  });
}

export function useNpCities(q: string) {
  const term = useDebounced(q.trim());
  return useQuery({
    queryKey: npKeys.cities(term),
    queryFn: ({ signal }) => searchNpCities(term, signal),
    enabled: term.length >= 2,
    staleTime: 3600_000,
  });
}

export function useNpWarehouses(cityRef: string | null, q: string, kind?: 'BRANCH' | 'LOCKER') {
  const term = useDebounced(q.trim());
  return useQuery({
    queryKey: npKeys.warehouses(cityRef ?? '', term, kind),
    queryFn: ({ signal }) => searchNpWarehouses(cityRef!, term, kind, signal),
    enabled: !!cityRef,
    staleTime: 3600_000,
  });
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
