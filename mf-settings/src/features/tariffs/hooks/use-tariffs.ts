import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@vitrina/shared/query';
import { loadPricingCalculator } from '../api/tariffs';

/** The calculator component is loaded once per page; a failed load is not retried (the link stays). */
export const pricingCalculatorQueryOptions = () =>
  queryOptions({
    queryKey: ['remote', 'mf_marketing', 'pricing'] as const,
    queryFn: async () => ({ Calculator: await loadPricingCalculator() }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useCurrentUser = () => useQuery(currentUserQueryOptions());
export const usePricingCalculator = () => useQuery(pricingCalculatorQueryOptions());
