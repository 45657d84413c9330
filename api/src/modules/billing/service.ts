import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  Billing,
  BillingChange,
  BillingInvoice,
  BillingStatus,
  Language,
  PlanPreview,
} from '@vitrina/shared/contracts';
import {
  EXTRA_CHAT_CENTS,
  isPaidPlan,
  PERIOD_MONTHS,
  periodPriceCents,
  planOffer,
  TOP_UP_CHATS,
  TOP_UP_PRICE_CENTS,
  type BillingPeriod,
  type PaidPlan,
} from '@vitrina/shared/contracts/constants';
import type { BillingInvoiceKind, PaymentStatus } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { TokenCipher } from '../../lib/token-cipher';
import { billingConfirmMail, billingFailedMail, type Mailer } from '../mail';
import type { RealtimeHub } from '../realtime';
import type { RecurringAcquirer } from './acquirer';
import { toKopiykas, type UsdRate } from './rate';
import { addMonths, monthSlices, monthStart, proratedCents, retryAt, sliceAt } from './periods';
import type { BillingRepository, InvoiceRow, SubscriptionRow } from './repository';

/**
 * Plans are charged in hryvnias (ISO 4217 980: monobank acquiring's currency), their dollar price
 * converted at the rate of the moment the invoice is made (docs/product.md §9.16).
 */
export const BILLING_CCY = 980;

export interface BillingDeps {
  repo: BillingRepository;
  /** null: no acquiring token of Vitrina's (buying answers 503). */
  acquirer: RecurringAcquirer | null;
  cipher: TokenCipher;
  /** Hryvnias per dollar (a fixed rate, or the NBU's of the day). */
  rate: UsdRate;
  /** Chats opened in [since, until): the one rule analytics and the usage meter count. */
  chats(userId: string, since: Date, until?: Date): Promise<number>;
  mailer: Mailer;
  realtime: RealtimeHub;
  publicUrl: string;
  sandbox: boolean;
  log: FastifyBaseLogger;
}

type Account = NonNullable<Awaited<ReturnType<BillingRepository['account']>>>;

interface Decision {
  action: PlanPreview['action'];
  amountNow: number;
  effectiveAt: Date;
  nextChargeAt: Date;
  nextChargeCents: number;
  /** A yearly/monthly switch waiting for the next period. */
  nextPeriod: BillingPeriod | null;
}

/** A subscription that is paid for now (its plan is the account's plan). */
const PAID_STATES: readonly SubscriptionRow['status'][] = ['ACTIVE', 'PAST_DUE', 'CANCELLED'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toInvoice(r: InvoiceRow): BillingInvoice {
  return {
    id: r.id,
    kind: r.kind,
    plan: r.plan as BillingInvoice['plan'],
    period: r.period,
    amount_cents: r.amount_cents,
    ccy: r.ccy,
    usd_cents: r.usd_cents,
    usd_rate: r.usd_rate,
    status: r.status,
    failure_reason: r.failure_reason,
    page_url: r.status === 'CREATED' ? r.page_url : null,
    top_up_chats: r.top_up_chats,
    extra_chats: r.extra_chats,
    period_start: iso(r.period_start),
    period_end: iso(r.period_end),
    created_at: r.created_at.toISOString(),
    settled_at: iso(r.settled_at),
  };
}

/**
 * The plans a shop buys (issue 52, docs/product.md §9.16). The first payment is on the acquirer's
 * page and keeps the card (its token, encrypted; never card data); renewals, upgrades and top-ups
 * charge that card; the acquirer's signed webhook alone moves the state, each invoice once.
 * Time is this service's clock (`useClock`): the tests hold it still, the sandbox moves it.
 */
export class BillingService {
  private clock: () => Date = () => new Date();

  private rate: UsdRate;

  constructor(private readonly d: BillingDeps) {
    this.rate = d.rate;
  }

  /** The dollar's rate (the configured one; the tests set their own). */
  useRate(rate: UsdRate): void {
    this.rate = rate;
  }

  useClock(now: () => Date): void {
    this.clock = now;
  }

  now(): Date {
    return this.clock();
  }

  private async account(userId: string): Promise<Account> {
    const account = await this.d.repo.account(userId);
    if (!account) throw notFound();
    return account;
  }

  private acquirer(): RecurringAcquirer {
    if (!this.d.acquirer) throw new AppError(503, 'billing.not_configured');
    return this.d.acquirer;
  }

  private status(account: Account, sub: SubscriptionRow | undefined, now: Date): BillingStatus {
    if (sub) return sub.status;
    return account.trial_ends_at > now ? 'TRIAL' : 'TRIAL_ENDED';
  }

  /**
   * The span chats are counted in: the paid period's month slice (a monthly period is one; the
   * unpaid next period while a renewal fails), else the calendar month.
   */
  private usagePeriod(sub: SubscriptionRow | undefined, now: Date): { since: Date; paid: boolean } {
    if (sub && PAID_STATES.includes(sub.status))
      return {
        since: now < sub.period_end ? sliceAt(sub.period_start, sub.period_end, now).start : sub.period_end,
        paid: true,
      };
    return { since: monthStart(now), paid: false };
  }

  /**
   * Chats over the plan in a paid period's month slices that began before `until` (each slice
   * against the plan's chats a month plus that slice's top-ups): what the renewal charges.
   */
  private async periodExtra(userId: string, start: Date, end: Date, planChats: number, until = end): Promise<number> {
    let extra = 0;
    for (const slice of monthSlices(start, end).filter((s) => s.start < until)) {
      const [used, topUps] = await Promise.all([
        this.d.chats(userId, slice.start, slice.end),
        this.d.repo.topUpChats(userId, slice.start, slice.end),
      ]);
      extra += Math.max(0, used - planChats - topUps);
    }
    return extra;
  }

  async get(userId: string): Promise<Billing> {
    const now = this.now();
    const account = await this.account(userId);
    const sub = await this.d.repo.subscription(userId);
    const status = this.status(account, sub, now);
    const { since, paid } = this.usagePeriod(sub, now);
    const plan = account.plan;
    const planChats = paid && isPaidPlan(plan) ? planOffer(plan).chats : account.free_chats;
    const [used, topUps, invoices] = await Promise.all([
      this.d.chats(userId, since),
      this.d.repo.topUpChats(userId, since),
      this.d.repo.invoices(userId),
    ]);
    const included = planChats + topUps;
    const extra = Math.max(0, used - included);
    const renewing = sub?.status === 'ACTIVE' || sub?.status === 'PAST_DUE' ? sub : null;
    const asked = invoices.find((i) => i.status === 'CREATED' && i.tds_url);
    const nextPlan = sub?.next_plan ?? (isPaidPlan(plan) ? plan : null);
    const period: BillingPeriod = sub && PAID_STATES.includes(sub.status) ? sub.period : 'MONTH';
    const nextPeriod = sub?.next_period ?? period;
    // A yearly period's earlier months' chats over the plan are charged with its renewal too.
    const earlierExtra =
      renewing && period === 'YEAR' && now < renewing.period_end
        ? await this.periodExtra(userId, renewing.period_start, renewing.period_end, planChats, since)
        : 0;
    return {
      plan: plan as Billing['plan'],
      status,
      trial_ends_at: account.trial_ends_at.toISOString(),
      period_start: sub && PAID_STATES.includes(sub.status) ? sub.period_start.toISOString() : null,
      period_end: sub && PAID_STATES.includes(sub.status) ? sub.period_end.toISOString() : null,
      period,
      next_period: sub?.next_period ?? null,
      next_charge_at: renewing
        ? iso(renewing.status === 'PAST_DUE' ? renewing.next_retry_at : renewing.period_end)
        : null,
      next_charge_cents:
        renewing && nextPlan
          ? periodPriceCents(nextPlan, nextPeriod) + (earlierExtra + extra) * EXTRA_CHAT_CENTS
          : null,
      next_plan: sub?.next_plan ?? null,
      card_mask: sub && sub.status !== 'ENDED' ? sub.card_mask : null,
      retry_at: sub?.status === 'PAST_DUE' ? iso(sub.next_retry_at) : null,
      usage: {
        since: since.toISOString(),
        chats_used: used,
        included_chats: included,
        top_up_chats: topUps,
        extra_chats: extra,
      },
      invoices: invoices.map(toInvoice),
      usd_rate: await this.rate.now().catch(() => null),
      confirmation: asked
        ? {
            invoice_id: asked.id,
            kind: asked.kind,
            plan: asked.plan as BillingInvoice['plan'],
            amount_cents: asked.amount_cents,
            ccy: asked.ccy,
            url: asked.tds_url!,
            asked_at: asked.created_at.toISOString(),
          }
        : null,
      sandbox: this.d.sandbox,
    };
  }

  /**
   * What choosing `plan` for `period` does: without a live paid plan (trial, ended, a failing
   * renewal) it is bought on the acquirer's page, the period (a month, or a year at once) starting
   * at payment; a dearer plan applies at once for the prorated difference of the current period's
   * prices on the kept card; a cheaper one from the next period; the same plan for the other
   * period switches from the next period (CHANGE_PERIOD); the current plan of a cancelled (or
   * changing) subscription renews again. A switch of period asked with a plan change waits for the
   * next period too.
   */
  private decide(
    account: Account,
    sub: SubscriptionRow | undefined,
    plan: PaidPlan,
    period: BillingPeriod,
    now: Date,
  ): Decision {
    const price = periodPriceCents(plan, period);
    if (
      !sub ||
      (sub.status !== 'ACTIVE' && sub.status !== 'CANCELLED') ||
      !sub.card_token_enc ||
      !isPaidPlan(account.plan)
    ) {
      return {
        action: 'SUBSCRIBE',
        amountNow: price,
        effectiveAt: now,
        nextChargeAt: addMonths(now, PERIOD_MONTHS[period]),
        nextChargeCents: price,
        nextPeriod: null,
      };
    }
    const at = {
      nextChargeAt: sub.period_end,
      nextChargeCents: price,
      nextPeriod: period === sub.period ? null : period,
    };
    if (plan === account.plan) {
      if (period !== sub.period) return { action: 'CHANGE_PERIOD', amountNow: 0, effectiveAt: sub.period_end, ...at };
      if (sub.status === 'ACTIVE' && !sub.next_plan && !sub.next_period) throw new AppError(409, 'billing.same_plan');
      return { action: 'RESUME', amountNow: 0, effectiveAt: now, ...at };
    }
    if (planOffer(plan).price_cents > planOffer(account.plan).price_cents) {
      const amountNow = proratedCents(
        periodPriceCents(account.plan, sub.period),
        periodPriceCents(plan, sub.period),
        now,
        sub.period_start,
        sub.period_end,
      );
      return { action: 'UPGRADE', amountNow, effectiveAt: now, ...at };
    }
    return { action: 'DOWNGRADE', amountNow: 0, effectiveAt: sub.period_end, ...at };
  }

  async preview(userId: string, plan: PaidPlan, period: BillingPeriod = 'MONTH'): Promise<PlanPreview> {
    const now = this.now();
    const d = this.decide(await this.account(userId), await this.d.repo.subscription(userId), plan, period, now);
    const rate = await this.rate.now();
    return {
      action: d.action,
      plan,
      period,
      amount_now_cents: d.amountNow,
      amount_now_uah_cents: toKopiykas(d.amountNow, rate),
      usd_rate: rate,
      effective_at: d.effectiveAt.toISOString(),
      next_charge_at: d.nextChargeAt.toISOString(),
      next_charge_cents: d.nextChargeCents,
    };
  }

  /** Chooses a plan (the preview's action); `lng` is the settings page the payment page returns to. */
  async subscribe(
    userId: string,
    plan: PaidPlan,
    lng: Language,
    period: BillingPeriod = 'MONTH',
  ): Promise<BillingChange> {
    const acquirer = this.acquirer();
    const now = this.now();
    const account = await this.account(userId);
    const sub = await this.d.repo.subscription(userId);
    const d = this.decide(account, sub, plan, period, now);
    let pageUrl: string | null = null;
    if (d.action === 'SUBSCRIBE') {
      const id = randomUUID();
      const price = await this.priced(d.amountNow);
      await this.d.repo.insertInvoice({
        id,
        user_id: userId,
        kind: 'SUBSCRIBE',
        plan,
        period,
        created_at: now,
        ...price,
      });
      const made = await acquirer.checkout({
        amountCents: price.amount_cents,
        ccy: BILLING_CCY,
        reference: id,
        destination: destination(plan, lng, period),
        walletId: userId,
        redirectUrl: this.settingsUrl(lng),
      });
      await this.d.repo.setProviderInvoice(id, made.invoiceId, made.pageUrl);
      pageUrl = made.pageUrl;
    } else {
      if (d.action === 'UPGRADE' && d.amountNow > 0) {
        // The invoice's period is the one asked for: a switch (from the next period) applies only once it is paid.
        await this.chargeCard(userId, sub!, { kind: 'UPGRADE', plan, period, usd_cents: d.amountNow }, lng);
      } else {
        // A resumed plan renews again; a cheaper one waits for the next period; a free upgrade applies
        // now; a period switch asked with the change waits for the next period.
        await this.d.repo.db.transaction().execute(async (tx) => {
          if (d.action === 'UPGRADE') await this.d.repo.setPlan(userId, plan, tx);
          await this.d.repo.updateSubscription(
            userId,
            { status: 'ACTIVE', next_plan: d.action === 'DOWNGRADE' ? plan : null, next_period: d.nextPeriod },
            tx,
          );
        });
        await this.announce(userId);
      }
    }
    return { action: d.action, page_url: pageUrl, billing: await this.get(userId) };
  }

  /** Cancels: the plan stays to the end of the paid period and does not renew; a failing one ends now. */
  async cancel(userId: string): Promise<BillingChange> {
    const sub = await this.d.repo.subscription(userId);
    if (!sub || sub.status === 'ENDED') throw new AppError(409, 'billing.no_subscription');
    if (sub.status === 'CANCELLED') throw new AppError(409, 'billing.already_cancelled');
    if (sub.charging_invoice) throw new AppError(409, 'billing.charge_pending');
    await this.d.repo.db.transaction().execute(async (tx) => {
      if (sub.status === 'PAST_DUE') {
        await this.d.repo.updateSubscription(
          userId,
          { status: 'ENDED', next_plan: null, next_period: null, next_retry_at: null },
          tx,
        );
        await this.d.repo.setPlan(userId, 'FREE', tx);
      } else {
        await this.d.repo.updateSubscription(userId, { status: 'CANCELLED', next_plan: null, next_period: null }, tx);
      }
    });
    await this.announce(userId);
    return { action: 'CANCEL', page_url: null, billing: await this.get(userId) };
  }

  /** +50 chats for the current period: charged to the kept card, else paid on the acquirer's page. */
  async topUp(userId: string, lng: Language): Promise<BillingChange> {
    const acquirer = this.acquirer();
    const account = await this.account(userId);
    const sub = await this.d.repo.subscription(userId);
    const invoice = {
      kind: 'TOP_UP' as const,
      plan: account.plan,
      usd_cents: TOP_UP_PRICE_CENTS,
      top_up_chats: TOP_UP_CHATS,
    };
    let pageUrl: string | null = null;
    if (sub && (sub.status === 'ACTIVE' || sub.status === 'CANCELLED') && sub.card_token_enc) {
      await this.chargeCard(userId, sub, invoice, lng);
    } else {
      const id = randomUUID();
      const price = await this.priced(TOP_UP_PRICE_CENTS);
      await this.d.repo.insertInvoice({ id, user_id: userId, created_at: this.now(), ...invoice, ...price });
      const made = await acquirer.checkout({
        amountCents: price.amount_cents,
        ccy: BILLING_CCY,
        reference: id,
        destination: lng === 'en' ? `Vitrina: +${TOP_UP_CHATS} chats` : `Vitrina: +${TOP_UP_CHATS} чатів`,
        walletId: null,
        redirectUrl: this.settingsUrl(lng),
      });
      await this.d.repo.setProviderInvoice(id, made.invoiceId, made.pageUrl);
      pageUrl = made.pageUrl;
    }
    return { action: 'TOP_UP', page_url: pageUrl, billing: await this.get(userId) };
  }

  /** A dollar price as an invoice charges it: in kopiykas at the rate of now, both kept. */
  private async priced(usdCents: number) {
    const rate = await this.rate.now();
    return { usd_cents: usdCents, usd_rate: rate, amount_cents: toKopiykas(usdCents, rate), ccy: BILLING_CCY };
  }

  private settingsUrl(lng: Language): string {
    return `${this.d.publicUrl}/${lng}/settings?tab=tariffs`;
  }

  /**
   * Charges the kept card (one charge at a time: 409 while one is under way). A refusal or an
   * unreachable acquirer is the charge's failure, applied at once like a failed webhook. When the
   * bank asks for 3-D Secure (`tdsUrl`) nothing is charged yet: the invoice waits, the owner is told
   * (live, and by mail for a renewal) and confirms on the acquirer's page; the webhook settles it.
   */
  private async chargeCard(
    userId: string,
    sub: SubscriptionRow,
    invoice: {
      kind: BillingInvoiceKind;
      plan: string;
      period?: BillingPeriod;
      /** The dollar price; charged in hryvnias at the rate of now. */
      usd_cents: number;
      top_up_chats?: number;
      extra_chats?: number;
      period_start?: Date;
      period_end?: Date;
    },
    lng: Language,
  ): Promise<void> {
    const acquirer = this.acquirer();
    const id = randomUUID();
    // The rate first: a rate that cannot be read stops the charge before anything is claimed.
    const price = await this.priced(invoice.usd_cents);
    if (!(await this.d.repo.claimCharge(userId, id))) throw new AppError(409, 'billing.charge_pending');
    const row = await this.d.repo.insertInvoice({ id, user_id: userId, created_at: this.now(), ...invoice, ...price });
    try {
      const made = await acquirer.charge({
        cardToken: this.d.cipher.decrypt(sub.card_token_enc!),
        amountCents: price.amount_cents,
        ccy: BILLING_CCY,
        reference: id,
        destination: destination(invoice.plan, lng, invoice.kind === 'UPGRADE' ? 'MONTH' : invoice.period),
        redirectUrl: this.settingsUrl(lng),
      });
      await this.d.repo.setProviderInvoice(id, made.invoiceId, null, made.tdsUrl);
      if (made.tdsUrl) await this.askConfirmation({ ...row, tds_url: made.tdsUrl }, lng);
    } catch (err) {
      this.d.log.warn({ err, invoice: id }, 'billing: the card charge was refused');
      const reason = err instanceof AppError ? String(err.params?.reason ?? err.key) : 'unavailable';
      await this.settle(row, 'FAILED', reason, null, null);
    }
  }

  /** The bank asked for 3-D Secure: the owner's tabs hear it at once; a renewal's is also mailed. */
  private async askConfirmation(invoice: InvoiceRow, lng: Language): Promise<void> {
    const userId = invoice.user_id;
    await this.announce(userId, undefined, invoice.tds_url);
    if (invoice.kind !== 'RENEWAL') return;
    const account = await this.account(userId);
    try {
      await this.d.mailer.send(
        billingConfirmMail(account.email, lng, {
          plan: invoice.plan,
          amountCents: invoice.amount_cents,
          ccy: invoice.ccy,
          confirmUrl: invoice.tds_url!,
          link: this.settingsUrl(lng),
        }),
      );
    } catch (err) {
      this.d.log.warn({ err, userId }, 'billing: the 3-D Secure mail was not sent');
    }
  }

  /** A paid invoice's receipt from the acquirer (PDF); 404 for another shop's, or one not paid. */
  async receipt(userId: string, invoiceId: string): Promise<Buffer> {
    const invoice = await this.d.repo.invoice(invoiceId);
    if (!invoice || invoice.user_id !== userId) throw notFound();
    if (invoice.status !== 'PAID' || !invoice.provider_invoice_id) throw new AppError(404, 'billing.no_receipt');
    return this.acquirer().receipt(invoice.provider_invoice_id);
  }

  /**
   * The acquirer's webhook: refused (403, nothing changed) unless signed with the key of Vitrina's
   * token and about an invoice of ours; a repeated delivery changes nothing.
   */
  async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void> {
    const acquirer = this.acquirer();
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError(403, 'billing.bad_signature');
    }
    const outcome = acquirer.outcome(body);
    if (!outcome || !(await acquirer.verify(rawBody, headers))) throw new AppError(403, 'billing.bad_signature');
    // A charge's webhook may come before its invoice id is stored: our reference names the invoice.
    const invoice =
      (await this.d.repo.byProviderInvoice(outcome.invoiceId)) ??
      (outcome.reference && UUID.test(outcome.reference) ? await this.d.repo.invoice(outcome.reference) : undefined);
    if (!invoice) throw new AppError(403, 'billing.bad_signature');
    if (outcome.status === 'CREATED') return;
    await this.settle(invoice, outcome.status, outcome.reason, outcome.cardToken, outcome.maskedPan);
  }

  /** Applies an invoice's outcome once (in one transaction), then tells the owner. */
  private async settle(
    invoice: InvoiceRow,
    status: Exclude<PaymentStatus, 'CREATED'>,
    reason: string | null,
    cardToken: string | null,
    maskedPan: string | null,
  ): Promise<void> {
    const now = this.now();
    const userId = invoice.user_id;
    const told = await this.d.repo.db.transaction().execute(async (tx) => {
      if (!(await this.d.repo.settle(invoice.id, status, reason, now, tx))) return null;
      await this.d.repo.releaseCharge(userId, invoice.id, tx);
      const sub = await this.d.repo.subscription(userId, tx);
      if (status === 'PAID') {
        if (invoice.kind === 'SUBSCRIBE') {
          const end = addMonths(now, PERIOD_MONTHS[invoice.period]);
          await this.d.repo.saveSubscription(
            {
              user_id: userId,
              status: 'ACTIVE',
              period_start: now,
              period_end: end,
              period: invoice.period,
              next_period: null,
              next_plan: null,
              card_token_enc: cardToken ? this.d.cipher.encrypt(cardToken) : (sub?.card_token_enc ?? null),
              card_mask: cardToken ? maskedPan : (sub?.card_mask ?? null),
              retries: 0,
              next_retry_at: null,
              charging_invoice: null,
            },
            tx,
          );
          await tx
            .updateTable('billing_invoices')
            .set({ period_start: now, period_end: end })
            .where('id', '=', invoice.id)
            .execute();
          await this.d.repo.setPlan(userId, invoice.plan, tx);
        } else if (invoice.kind === 'RENEWAL') {
          await this.d.repo.updateSubscription(
            userId,
            {
              status: 'ACTIVE',
              period_start: invoice.period_start!,
              period_end: invoice.period_end!,
              period: invoice.period,
              next_period: null,
              next_plan: null,
              retries: 0,
              next_retry_at: null,
            },
            tx,
          );
          await this.d.repo.setPlan(userId, invoice.plan, tx);
        } else if (invoice.kind === 'UPGRADE') {
          await this.d.repo.updateSubscription(
            userId,
            {
              status: 'ACTIVE',
              next_plan: null,
              next_period: sub && invoice.period !== sub.period ? invoice.period : null,
            },
            tx,
          );
          await this.d.repo.setPlan(userId, invoice.plan, tx);
        }
        return { failed: false, retry: null as Date | null };
      }
      // A page's payment that failed changes nothing (the page said so); a card's charge is told.
      if (invoice.kind === 'SUBSCRIBE' || invoice.page_url !== null) return { failed: false, retry: null };
      if (invoice.kind === 'RENEWAL' && sub) {
        const failures = sub.retries + 1;
        const retry = retryAt(failures, now);
        if (retry) {
          await this.d.repo.updateSubscription(
            userId,
            { status: 'PAST_DUE', retries: failures, next_retry_at: retry },
            tx,
          );
        } else {
          await this.d.repo.updateSubscription(
            userId,
            { status: 'ENDED', retries: failures, next_retry_at: null, next_plan: null },
            tx,
          );
          await this.d.repo.setPlan(userId, 'FREE', tx);
        }
        return { failed: true, retry };
      }
      return { failed: true, retry: null };
    });
    if (!told) return;
    await this.announce(userId, told.failed ? { reason, retry: told.retry } : undefined);
    if (told.failed) await this.mailFailure(userId, invoice, reason, told.retry);
  }

  /** The owner's tabs hear the new state (a failure's reason, a 3-D Secure page to confirm on) at once. */
  private async announce(
    userId: string,
    failure?: { reason: string | null; retry: Date | null },
    confirmUrl?: string | null,
  ): Promise<void> {
    const billing = await this.get(userId);
    await this.d.realtime.publish(userId, {
      type: 'BILLING_UPDATED',
      data: {
        status: billing.status,
        plan: billing.plan,
        ...(failure ? { failure_reason: failure.reason, retry_at: iso(failure.retry) } : {}),
        ...(confirmUrl ? { confirm_url: confirmUrl } : {}),
      },
    });
  }

  private async mailFailure(userId: string, invoice: InvoiceRow, reason: string | null, retry: Date | null) {
    const account = await this.account(userId);
    const lng: Language = account.lng === 'en' ? 'en' : 'ua';
    try {
      await this.d.mailer.send(
        billingFailedMail(account.email, lng, {
          plan: invoice.plan,
          amountCents: invoice.amount_cents,
          ccy: invoice.ccy,
          renewal: invoice.kind === 'RENEWAL',
          reason,
          retryAt: retry,
          link: this.settingsUrl(lng),
        }),
      );
    } catch (err) {
      this.d.log.warn({ err, userId }, 'billing: the failure mail was not sent');
    }
  }

  /**
   * The clock job: cancelled plans whose period ended end (the account goes to the free chats);
   * active ones renew (the next period's price, a downgrade applied, plus the ended period's extra
   * chats) and failing ones are charged again when their retry is due. Safe to run twice: a charge
   * under way is claimed first.
   */
  async renewDue(): Promise<number> {
    const now = this.now();
    await this.expireUnconfirmed(now);
    let done = 0;
    for (const sub of await this.d.repo.due(now)) {
      try {
        await this.renew(sub);
        done += 1;
      } catch (err) {
        this.d.log.warn({ err, userId: sub.user_id }, 'billing: a renewal failed to start');
      }
    }
    return done;
  }

  /**
   * A charge the bank held for 3-D Secure that the owner never confirmed: monobank sends no webhook
   * when its page lapses, so after `TDS_WAIT_MS` it counts as declined (a renewal goes past due and
   * is retried, an upgrade or top-up is told as failed), instead of the plan running on unpaid.
   */
  private async expireUnconfirmed(now: Date): Promise<void> {
    for (const invoice of await this.d.repo.unconfirmedBefore(new Date(now.getTime() - TDS_WAIT_MS))) {
      await this.settle(invoice, 'EXPIRED', TDS_EXPIRED_REASON, null, null);
    }
  }

  private async renew(sub: SubscriptionRow): Promise<void> {
    const userId = sub.user_id;
    const account = await this.account(userId);
    if (sub.status === 'CANCELLED' || !sub.card_token_enc || !isPaidPlan(account.plan)) {
      await this.d.repo.db.transaction().execute(async (tx) => {
        await this.d.repo.updateSubscription(userId, { status: 'ENDED', next_plan: null, next_period: null }, tx);
        await this.d.repo.setPlan(userId, 'FREE', tx);
      });
      await this.announce(userId);
      return;
    }
    const lng: Language = account.lng === 'en' ? 'en' : 'ua';
    const periodStart = sub.period_end;
    if (sub.status === 'PAST_DUE') {
      const last = await this.d.repo.lastRenewal(userId, periodStart);
      if (last) {
        await this.chargeCard(
          userId,
          sub,
          {
            kind: 'RENEWAL',
            plan: last.plan,
            period: last.period,
            usd_cents: last.usd_cents ?? last.amount_cents,
            extra_chats: last.extra_chats,
            period_start: periodStart,
            period_end: last.period_end ?? addMonths(periodStart, PERIOD_MONTHS[last.period]),
          },
          lng,
        );
        return;
      }
    }
    const plan = sub.next_plan ?? account.plan;
    const period = sub.next_period ?? sub.period;
    // The ended period's chats over the plan, month by month (a yearly period has twelve).
    const extra = await this.periodExtra(userId, sub.period_start, sub.period_end, planOffer(account.plan).chats);
    await this.chargeCard(
      userId,
      sub,
      {
        kind: 'RENEWAL',
        plan,
        period,
        usd_cents: periodPriceCents(plan, period) + extra * EXTRA_CHAT_CENTS,
        extra_chats: extra,
        period_start: periodStart,
        period_end: addMonths(periodStart, PERIOD_MONTHS[period]),
      },
      lng,
    );
  }
}

/** How long a 3-D Secure confirmation is waited for (monobank's invoice pages last a day by default). */
const TDS_WAIT_MS = 3 * 24 * 3600_000;
const TDS_EXPIRED_REASON = 'Оплату не підтверджено (3-D Secure)';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function destination(plan: string, lng: Language, period: BillingPeriod = 'MONTH'): string {
  const offer = isPaidPlan(plan) ? planOffer(plan) : null;
  const name = plan.charAt(0) + plan.slice(1).toLowerCase();
  if (!offer) return `Vitrina ${name}`;
  const year = period === 'YEAR' ? (lng === 'en' ? ', for a year' : ', на рік') : '';
  return lng === 'en'
    ? `Vitrina ${name}: ${offer.chats} chats a month${year}`
    : `Vitrina ${name}: ${offer.chats} чатів на місяць${year}`;
}
