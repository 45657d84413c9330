import { requestData, requestFile } from '@vitrina/shared';
import type { Billing, BillingChange, PlanPreview } from '@vitrina/shared/contracts';
import type { BillingPeriod, PaidPlan } from '@vitrina/shared/contracts/constants';

/** A plan and the period it is paid for (a month, or a year at once). */
export interface PlanChoice {
  plan: PaidPlan;
  period: BillingPeriod;
}

// The plan a shop buys (docs/product.md §9.16): read by the team, changed by the owner.
export const fetchBilling = (signal?: AbortSignal) => requestData<Billing>('/api/v1/billing', { signal });

export const previewPlan = (choice: PlanChoice) =>
  requestData<PlanPreview>('/api/v1/billing/preview', { method: 'POST', body: choice });

export const choosePlan = (choice: PlanChoice) =>
  requestData<BillingChange>('/api/v1/billing/subscribe', { method: 'POST', body: choice });

export const cancelPlan = () => requestData<BillingChange>('/api/v1/billing/cancel', { method: 'POST' });

export const topUp = () => requestData<BillingChange>('/api/v1/billing/top-up', { method: 'POST' });

/** A paid invoice's receipt (PDF), monobank's. */
export const fetchReceipt = (invoiceId: string) =>
  requestFile(`/api/v1/billing/invoices/${encodeURIComponent(invoiceId)}/receipt`);
