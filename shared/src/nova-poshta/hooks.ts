import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchNpSettings, searchNpCities, searchNpWarehouses } from './api';

/** Nova Poshta's queries in the page's cache: the settings one key wherever they are read or saved. */
export const npKeys = {
  settings: ['np', 'settings'] as const,
  cities: (q: string) => ['np', 'cities', q] as const,
  warehouses: (cityRef: string, q: string, kind?: string) => ['np', 'warehouses', cityRef, q, kind ?? ''] as const,
};

/** A value once the owner stops typing for `ms` (the directory is searched as they type). */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export const useNpSettings = () =>
  useQuery({ queryKey: npKeys.settings, queryFn: ({ signal }) => fetchNpSettings(signal) });

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
