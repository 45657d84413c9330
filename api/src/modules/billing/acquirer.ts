import type { InvoiceOutcome } from '../payments';
import { MonobankProvider } from '../payments';

/**
 * The acquirer Vitrina bills shops through (docs/product.md §9.16): a payment page that can keep
 * the card, charges of the kept card initiated by Vitrina, and signed webhooks. monobank acquiring
 * is built (`MonobankAcquirer`); LiqPay subscriptions or WayForPay regular payments would be
 * another implementation of these calls.
 */
export interface RecurringAcquirer {
  readonly name: 'MONOBANK';
  /** An invoice to pay on the acquirer's page; with `walletId`, the card is kept there for later charges. */
  checkout(p: {
    amountCents: number;
    ccy: number;
    reference: string;
    destination: string;
    walletId: string | null;
    redirectUrl: string;
  }): Promise<{ invoiceId: string; pageUrl: string }>;
  /**
   * A charge of the kept card; its outcome comes by the webhook. With `tdsUrl` the bank asked for
   * 3-D Secure: the owner confirms on that page (then returns to `redirectUrl`) before anything is charged.
   */
  charge(p: {
    cardToken: string;
    amountCents: number;
    ccy: number;
    reference: string;
    destination: string;
    redirectUrl: string;
  }): Promise<{ invoiceId: string; tdsUrl: string | null }>;
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<boolean>;
  outcome(body: unknown): InvoiceOutcome | null;
  /** A paid invoice's receipt (PDF). */
  receipt(invoiceId: string): Promise<Buffer>;
}

/** How long Vitrina's payment page can be paid. */
const CHECKOUT_VALIDITY_SECONDS = 24 * 3600;

/**
 * monobank acquiring with Vitrina's own token (https://api.monobank.ua/docs/acquiring.html): the
 * page is `invoice/create` with `saveCardData: { saveCard: true, walletId }` (the webhook of the
 * paid invoice then carries `walletData.cardToken`), a renewal `wallet/payment` with that token and
 * `initiationKind: 'merchant'`; the signature is checked with the key of Vitrina's token. The wallet
 * is the shop's account id (one wallet a shop).
 */
export class MonobankAcquirer implements RecurringAcquirer {
  readonly name = 'MONOBANK' as const;

  constructor(
    private readonly provider: MonobankProvider,
    private readonly token: string,
    private readonly webHookUrl: string,
  ) {}

  checkout(p: Parameters<RecurringAcquirer['checkout']>[0]) {
    return this.provider.createInvoice(this.token, {
      amountKop: p.amountCents,
      ccy: p.ccy,
      reference: p.reference,
      destination: p.destination,
      webHookUrl: this.webHookUrl,
      validitySeconds: CHECKOUT_VALIDITY_SECONDS,
      redirectUrl: p.redirectUrl,
      ...(p.walletId ? { saveCardWalletId: p.walletId } : {}),
    });
  }

  charge(p: Parameters<RecurringAcquirer['charge']>[0]) {
    return this.provider.chargeCard(this.token, {
      cardToken: p.cardToken,
      amountKop: p.amountCents,
      ccy: p.ccy,
      reference: p.reference,
      destination: p.destination,
      webHookUrl: this.webHookUrl,
      redirectUrl: p.redirectUrl,
    });
  }

  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    return this.provider.verify(rawBody, headers, this.token);
  }

  outcome(body: unknown) {
    return this.provider.outcome(body);
  }

  receipt(invoiceId: string) {
    return this.provider.receipt(this.token, invoiceId);
  }
}
