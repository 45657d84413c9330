import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventBus } from '@vitrina/shared';
import type { BillingChange } from '@vitrina/shared/contracts';
import { cancelPlan, choosePlan, fetchBilling, previewPlan, topUp } from '../api/billing';

const BILLING = ['billing'] as const;

/** The plan, read again when the acquirer's webhook moves it (BILLING_UPDATED, live). */
export function useBilling() {
  const client = useQueryClient();
  useEffect(() => {
    const sub = eventBus.on('BILLING_UPDATED').subscribe(() => {
      void client.invalidateQueries({ queryKey: BILLING });
      void client.invalidateQueries({ queryKey: ['users'] });
    });
    return () => sub.unsubscribe();
  }, [client]);
  return useQuery({ queryKey: BILLING, queryFn: ({ signal }) => fetchBilling(signal) });
}

export const usePreview = () => useMutation({ mutationFn: previewPlan });

/**
 * A change of the plan: the acquirer's page opens when one is needed (the card form is theirs);
 * otherwise the answer's state is shown at once.
 */
function useChange<A>(fn: (arg: A) => Promise<BillingChange>, openPage: (url: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (change) => {
      client.setQueryData(BILLING, change.billing);
      void client.invalidateQueries({ queryKey: ['users'] });
      if (change.page_url) openPage(change.page_url);
    },
  });
}

export const useChoosePlan = (openPage: (url: string) => void) => useChange(choosePlan, openPage);
export const useCancelPlan = (openPage: (url: string) => void) => useChange(cancelPlan, openPage);
export const useTopUp = (openPage: (url: string) => void) => useChange(topUp, openPage);
