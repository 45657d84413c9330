import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * The monobank acquiring sandbox (issue 49, docs/product.md §9.12): answers the calls Vitrina
 * makes with monobank's shapes (https://api.monobank.ua/docs/acquiring.html): a token is
 * required (`X-Token`, else 403 `{ errCode, errText }`), invoices are made with a payment page of
 * this server, and the page's "Pay" or "Decline" sends the webhook signed with the sandbox's own
 * ECDSA key (P-256, SHA-256, base64 `X-Sign`), whose public key /api/merchant/pubkey gives.
 */
export interface SandboxInvoice {
  invoiceId: string;
  amount: number;
  reference: string;
  destination: string;
  webHookUrl: string;
  status: 'created' | 'success' | 'failure' | 'expired';
  createdDate: string;
  expiresAt: number;
  ccy: number;
  /** saveCardData.walletId: the card paid with is kept in this wallet. */
  walletId: string | null;
  redirectUrl: string | null;
  /** The saved card this invoice was paid with (a page's with saveCardData, or a wallet payment's). */
  cardToken: string | null;
  /** The card asked for 3-D Secure: the page waits for the payer's confirmation. */
  tds: boolean;
}

/**
 * A card kept in a wallet; `declines` makes every later charge fail (a card run dry), `tds` makes
 * every later charge ask for 3-D Secure (the wallet payment answers a `tdsUrl`, nothing is charged
 * until the payer confirms on that page).
 */
export interface SandboxCard {
  cardToken: string;
  walletId: string;
  maskedPan: string;
  declines: boolean;
  tds: boolean;
}

/** The outcomes the payment page offers: pay (with a card that later declines or asks for 3-D Secure), decline, expire. */
export type PageOutcome = 'success' | 'success_declines_later' | 'success_tds_later' | 'failure' | 'expired';

/** Currencies the sandbox accepts (ISO 4217): hryvnia, dollar, euro. */
const CURRENCIES = [980, 840, 978];

/** Tokens the sandbox refuses (a revoked one), besides malformed ones. */
export const MONO_SANDBOX_REVOKED = 'revoked-token-000000000000';

export class MonobankSandbox {
  private readonly privateKey: KeyObject;
  readonly publicPem: string;
  readonly invoices = new Map<string, SandboxInvoice>();
  readonly cards = new Map<string, SandboxCard>();

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    this.privateKey = pair.privateKey;
    this.publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  tokenOk(token: unknown): boolean {
    return typeof token === 'string' && /^[\w-]{20,}$/.test(token) && token !== MONO_SANDBOX_REVOKED;
  }

  create(body: Record<string, unknown>): { ok: true; invoice: SandboxInvoice } | { ok: false; errText: string } {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
      return { ok: false, errText: "invalid 'amount'" };
    const ccy = body.ccy ?? 980;
    if (typeof ccy !== 'number' || !CURRENCIES.includes(ccy)) return { ok: false, errText: "invalid 'ccy'" };
    const info = (body.merchantPaymInfo ?? {}) as Record<string, unknown>;
    const validity = typeof body.validity === 'number' ? body.validity : 86_400;
    const save = (body.saveCardData ?? null) as { saveCard?: unknown; walletId?: unknown } | null;
    const invoice: SandboxInvoice = {
      invoiceId: `p2_${randomBytes(6).toString('base64url')}`,
      amount,
      reference: String(info.reference ?? ''),
      destination: String(info.destination ?? ''),
      webHookUrl: String(body.webHookUrl ?? ''),
      status: 'created',
      createdDate: new Date().toISOString(),
      expiresAt: Date.now() + validity * 1000,
      ccy,
      walletId: save?.saveCard === true && typeof save.walletId === 'string' ? save.walletId : null,
      redirectUrl: typeof body.redirectUrl === 'string' ? body.redirectUrl : null,
      cardToken: null,
      tds: false,
    };
    this.invoices.set(invoice.invoiceId, invoice);
    return { ok: true, invoice };
  }

  /**
   * A merchant's charge of a saved card (`/api/merchant/wallet/payment`): an invoice paid at once
   * by the card, or declined when the card declines, with its webhook body and X-Sign; or, for a
   * card that asks for 3-D Secure, an invoice waiting on its page (`signed` null: no webhook until
   * the payer confirms there).
   */
  charge(
    body: Record<string, unknown>,
  ):
    | { ok: true; invoice: SandboxInvoice; signed: { body: string; sign: string } | null }
    | { ok: false; errText: string } {
    const card = typeof body.cardToken === 'string' ? this.cards.get(body.cardToken) : undefined;
    if (!card) return { ok: false, errText: "invalid 'cardToken'" };
    if (body.initiationKind !== 'merchant' && body.initiationKind !== 'client')
      return { ok: false, errText: "invalid 'initiationKind'" };
    // monobank's wallet payment takes the currency as given (no default as invoice/create has).
    if (body.ccy === undefined) return { ok: false, errText: "invalid 'ccy'" };
    const made = this.create({ ...body, saveCardData: undefined, validity: card.tds ? 3600 : 60 });
    if (!made.ok) return made;
    made.invoice.cardToken = card.cardToken;
    if (card.tds && !card.declines) {
      made.invoice.tds = true;
      return { ok: true, invoice: made.invoice, signed: null };
    }
    made.invoice.status = card.declines ? 'failure' : 'success';
    return { ok: true, invoice: made.invoice, signed: this.signed(made.invoice) };
  }

  /** The card asks for 3-D Secure: the invoice waits for the payer's confirmation (false: not payable). */
  askTds(invoiceId: string): boolean {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'created') return false;
    invoice.tds = true;
    return true;
  }

  /** A paid invoice's receipt: a one-page PDF naming the invoice and its amount. */
  receipt(invoiceId: string): Buffer | null {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'success') return null;
    const line = `monobank sandbox receipt ${invoice.invoiceId}: ${(invoice.amount / 100).toFixed(2)} (${invoice.ccy})`;
    return onePagePdf(line.replace(/[()\\]/g, ' '));
  }

  /** The webhook body of an invoice's outcome, and its X-Sign. */
  settle(invoiceId: string, outcome: PageOutcome): { body: string; sign: string } | null {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'created') return null;
    const paid = outcome === 'success' || outcome === 'success_declines_later' || outcome === 'success_tds_later';
    invoice.status = Date.now() > invoice.expiresAt ? 'expired' : paid ? 'success' : outcome;
    if (invoice.status === 'success' && invoice.walletId) {
      const card: SandboxCard = {
        cardToken: `card_${randomBytes(9).toString('base64url')}`,
        walletId: invoice.walletId,
        maskedPan: '444403******1902',
        declines: outcome === 'success_declines_later',
        tds: outcome === 'success_tds_later',
      };
      this.cards.set(card.cardToken, card);
      invoice.cardToken = card.cardToken;
    }
    return this.signed(invoice);
  }

  signed(invoice: SandboxInvoice): { body: string; sign: string } {
    const body = JSON.stringify({
      invoiceId: invoice.invoiceId,
      status: invoice.status,
      ...(invoice.status === 'failure' ? { failureReason: 'Недостатньо коштів', errCode: '59' } : {}),
      amount: invoice.amount,
      ccy: invoice.ccy,
      ...(invoice.status === 'success' ? { finalAmount: invoice.amount } : {}),
      ...(invoice.cardToken
        ? {
            paymentInfo: { maskedPan: this.cards.get(invoice.cardToken)?.maskedPan ?? '' },
            ...(invoice.walletId
              ? { walletData: { cardToken: invoice.cardToken, walletId: invoice.walletId, status: 'new' } }
              : {}),
          }
        : {}),
      createdDate: invoice.createdDate,
      modifiedDate: new Date().toISOString(),
      reference: invoice.reference,
      destination: invoice.destination,
    });
    return { body, sign: sign('sha256', Buffer.from(body), this.privateKey).toString('base64') };
  }
}

/** A valid one-page PDF with one line of ASCII text (the sandbox's receipts). */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 40 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
