import { createPublicKey, verify } from 'node:crypto';
import { AppError } from '../../lib/errors';

/**
 * An acquirer that makes a payment page for an amount and reports its outcome by a signed webhook
 * (issue 49 item 3, docs/product.md §9.12). One is built: monobank acquiring; a second (LiqPay)
 * would implement the same four calls.
 */
export interface PaymentProvider {
  readonly name: 'MONOBANK';
  /** The merchant the token belongs to (checks the token when the owner saves it). */
  merchant(token: string): Promise<{ name: string }>;
  createInvoice(token: string, invoice: InvoiceRequest): Promise<{ invoiceId: string; pageUrl: string }>;
  /** True when the raw body carries the provider's signature. */
  verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, token: string): Promise<boolean>;
  /** The webhook's invoice and what became of it. */
  outcome(body: unknown): InvoiceOutcome | null;
}

/** An invoice to pay on the acquirer's page. */
export interface InvoiceRequest {
  /** In the currency's minor units (kopiykas, cents). */
  amountKop: number;
  reference: string;
  destination: string;
  webHookUrl: string;
  validitySeconds: number;
  /** ISO 4217 number; 980 (UAH) when left out. */
  ccy?: number;
  /** Keep the card in this wallet for later charges (the webhook then carries its token). */
  saveCardWalletId?: string;
  /** Where the payer's browser goes back to after the page. */
  redirectUrl?: string;
}

/** What a webhook says of an invoice. */
export interface InvoiceOutcome {
  invoiceId: string;
  status: 'CREATED' | 'PAID' | 'FAILED' | 'EXPIRED';
  reason: string | null;
  at: Date;
  /** Our reference (merchantPaymInfo.reference), when monobank echoes it. */
  reference: string | null;
  /** The saved card of an invoice made with saveCardData, and its masked number. */
  cardToken: string | null;
  maskedPan: string | null;
}

/** A charge of a saved card (monobank's wallet payment, initiated by the merchant). */
export interface CardCharge {
  cardToken: string;
  amountKop: number;
  ccy: number;
  reference: string;
  destination: string;
  webHookUrl: string;
  /** Where the payer's browser returns after a 3-D Secure step the bank asked for. */
  redirectUrl?: string;
}

/** What monobank answers a wallet payment: the invoice and, when the bank asks for it, the 3-D Secure page. */
export interface CardChargeAnswer {
  invoiceId: string;
  status: string | null;
  /** The payer must confirm on this page (3-D Secure) before anything is charged. */
  tdsUrl: string | null;
}

/** What a transport answers: the HTTP status and the parsed body. */
export type HttpJson = (
  method: 'GET' | 'POST',
  path: string,
  token: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

export const fetchJson =
  (base: string): HttpJson =>
  async (method, path, token, body) => {
    const res = await fetch(`${base.replace(/\/+$/, '')}${path}`, {
      method,
      headers: { 'X-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      // No JSON: treated as unreachable.
    }
    return { status: res.status, body: parsed };
  };

const MONO_STATUS: Record<string, 'CREATED' | 'PAID' | 'FAILED' | 'EXPIRED'> = {
  created: 'CREATED',
  processing: 'CREATED',
  hold: 'CREATED',
  success: 'PAID',
  failure: 'FAILED',
  reversed: 'FAILED',
  expired: 'EXPIRED',
};

/**
 * monobank acquiring (https://api.monobank.ua/docs/acquiring.html): `X-Token` on every call;
 * POST /api/merchant/invoice/create `{ amount (kopiykas), ccy: 980, merchantPaymInfo: { reference,
 * destination }, webHookUrl, validity }` → `{ invoiceId, pageUrl }`; errors `{ errCode, errText }`;
 * the webhook's `X-Sign` is an ECDSA (SHA-256) signature of the raw body, checked with the key of
 * GET /api/merchant/pubkey (a base64 PEM), read again once when a signature fails (key rotation).
 */
export class MonobankProvider implements PaymentProvider {
  readonly name = 'MONOBANK' as const;
  private readonly keys = new Map<string, string>();

  constructor(private readonly http: HttpJson) {}

  private async call<T>(method: 'GET' | 'POST', path: string, token: string, body?: unknown): Promise<T> {
    let res: { status: number; body: unknown };
    try {
      res = await this.http(method, path, token, body);
    } catch {
      throw new AppError(502, 'payments.provider_unavailable');
    }
    if (res.status === 200 && res.body && typeof res.body === 'object') return res.body as T;
    const err = (res.body ?? {}) as { errText?: string; errCode?: string };
    if (res.status === 401 || res.status === 403) throw new AppError(422, 'payments.bad_token');
    if (res.status >= 400 && res.status < 500)
      throw new AppError(422, 'payments.provider_refused', {
        reason: err.errText ?? err.errCode ?? String(res.status),
      });
    throw new AppError(502, 'payments.provider_unavailable');
  }

  async merchant(token: string) {
    const d = await this.call<{ merchantName?: string; merchantId?: string }>('GET', '/api/merchant/details', token);
    return { name: d.merchantName ?? d.merchantId ?? '' };
  }

  createInvoice(token: string, i: InvoiceRequest) {
    return this.call<{ invoiceId: string; pageUrl: string }>('POST', '/api/merchant/invoice/create', token, {
      amount: i.amountKop,
      ccy: i.ccy ?? 980,
      merchantPaymInfo: { reference: i.reference, destination: i.destination },
      webHookUrl: i.webHookUrl,
      validity: i.validitySeconds,
      ...(i.redirectUrl ? { redirectUrl: i.redirectUrl } : {}),
      ...(i.saveCardWalletId ? { saveCardData: { saveCard: true, walletId: i.saveCardWalletId } } : {}),
    });
  }

  /**
   * Charges a saved card: POST /api/merchant/wallet/payment `{ cardToken, amount, ccy,
   * initiationKind: 'merchant', merchantPaymInfo, redirectUrl, webHookUrl }` → `{ invoiceId,
   * status, tdsUrl?, failureReason? }`. With `tdsUrl` the bank asked for 3-D Secure: nothing is
   * charged until the payer confirms there (then the browser goes to `redirectUrl`). Either way the
   * outcome comes by the same signed webhook as a page's.
   */
  async chargeCard(token: string, c: CardCharge): Promise<CardChargeAnswer> {
    const answer = await this.call<{ invoiceId?: unknown; status?: unknown; tdsUrl?: unknown }>(
      'POST',
      '/api/merchant/wallet/payment',
      token,
      {
        cardToken: c.cardToken,
        amount: c.amountKop,
        ccy: c.ccy,
        initiationKind: 'merchant',
        merchantPaymInfo: { reference: c.reference, destination: c.destination },
        webHookUrl: c.webHookUrl,
        ...(c.redirectUrl ? { redirectUrl: c.redirectUrl } : {}),
      },
    );
    if (typeof answer.invoiceId !== 'string' || !answer.invoiceId)
      throw new AppError(502, 'payments.provider_unavailable');
    return {
      invoiceId: answer.invoiceId,
      status: typeof answer.status === 'string' ? answer.status : null,
      tdsUrl: typeof answer.tdsUrl === 'string' && /^https?:\/\//.test(answer.tdsUrl) ? answer.tdsUrl : null,
    };
  }

  /** A paid invoice's receipt (GET /api/merchant/invoice/receipt?invoiceId= → `{ file }`, a base64 PDF). */
  async receipt(token: string, invoiceId: string): Promise<Buffer> {
    const { file } = await this.call<{ file?: string }>(
      'GET',
      `/api/merchant/invoice/receipt?invoiceId=${encodeURIComponent(invoiceId)}`,
      token,
    );
    if (typeof file !== 'string' || !file) throw new AppError(502, 'payments.provider_unavailable');
    return Buffer.from(file, 'base64');
  }

  private async pubkey(token: string, fresh: boolean): Promise<string> {
    const hit = this.keys.get(token);
    if (hit && !fresh) return hit;
    const { key } = await this.call<{ key: string }>('GET', '/api/merchant/pubkey', token);
    const pem = Buffer.from(key, 'base64').toString('utf8');
    this.keys.set(token, pem);
    return pem;
  }

  async verify(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, token: string) {
    const sign = headers['x-sign'];
    if (typeof sign !== 'string' || !sign) return false;
    const check = (pem: string) => {
      try {
        return verify('sha256', rawBody, createPublicKey(pem), Buffer.from(sign, 'base64'));
      } catch {
        return false;
      }
    };
    if (check(await this.pubkey(token, false))) return true;
    return check(await this.pubkey(token, true));
  }

  outcome(body: unknown) {
    const b = (body ?? {}) as {
      invoiceId?: unknown;
      status?: unknown;
      failureReason?: unknown;
      modifiedDate?: unknown;
      reference?: unknown;
      walletData?: { cardToken?: unknown };
      paymentInfo?: { maskedPan?: unknown };
    };
    const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
    if (typeof b.invoiceId !== 'string' || typeof b.status !== 'string' || !MONO_STATUS[b.status]) return null;
    const at =
      typeof b.modifiedDate === 'string' && !Number.isNaN(Date.parse(b.modifiedDate))
        ? new Date(b.modifiedDate)
        : new Date();
    return {
      invoiceId: b.invoiceId,
      status: MONO_STATUS[b.status],
      reason: typeof b.failureReason === 'string' ? b.failureReason : null,
      at,
      reference: text(b.reference),
      cardToken: text(b.walletData?.cardToken),
      maskedPan: text(b.paymentInfo?.maskedPan),
    };
  }
}
