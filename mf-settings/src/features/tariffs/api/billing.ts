import { requestData, requestFile } from '@vitrina/shared';
import type { Billing, BillingChange, PlanPreview } from '@vitrina/shared/contracts';
import type { PaidPlan } from '@vitrina/shared/contracts/constants';

// The plan a shop buys (docs/product.md §9.16): read by the team, changed by the owner.
export const fetchBilling = (signal?: AbortSignal) => requestData<Billing>('/api/v1/billing', { signal });

export const previewPlan = (plan: PaidPlan) =>
  requestData<PlanPreview>('/api/v1/billing/preview', { method: 'POST', body: { plan } });

export const choosePlan = (plan: PaidPlan) =>
  requestData<BillingChange>('/api/v1/billing/subscribe', { method: 'POST', body: { plan } });

export const cancelPlan = () => requestData<BillingChange>('/api/v1/billing/cancel', { method: 'POST' });

export const topUp = () => requestData<BillingChange>('/api/v1/billing/top-up', { method: 'POST' });

/** A paid invoice's receipt (PDF), monobank's. */
export const fetchReceipt = (invoiceId: string) =>
  requestFile(`/api/v1/billing/invoices/${encodeURIComponent(invoiceId)}/receipt`);
