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
}

/** Tokens the sandbox refuses (a revoked one), besides malformed ones. */
export const MONO_SANDBOX_REVOKED = 'revoked-token-000000000000';

export class MonobankSandbox {
  private readonly privateKey: KeyObject;
  readonly publicPem: string;
  readonly invoices = new Map<string, SandboxInvoice>();

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
    if (body.ccy !== undefined && body.ccy !== 980) return { ok: false, errText: "invalid 'ccy'" };
    const info = (body.merchantPaymInfo ?? {}) as Record<string, unknown>;
    const validity = typeof body.validity === 'number' ? body.validity : 86_400;
    const invoice: SandboxInvoice = {
      invoiceId: `p2_${randomBytes(6).toString('base64url')}`,
      amount,
      reference: String(info.reference ?? ''),
      destination: String(info.destination ?? ''),
      webHookUrl: String(body.webHookUrl ?? ''),
      status: 'created',
      createdDate: new Date().toISOString(),
      expiresAt: Date.now() + validity * 1000,
    };
    this.invoices.set(invoice.invoiceId, invoice);
    return { ok: true, invoice };
  }

  /** The webhook body of an invoice's outcome, and its X-Sign. */
  settle(invoiceId: string, status: 'success' | 'failure' | 'expired'): { body: string; sign: string } | null {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice || invoice.status !== 'created') return null;
    invoice.status = Date.now() > invoice.expiresAt ? 'expired' : status;
    return this.signed(invoice);
  }

  signed(invoice: SandboxInvoice): { body: string; sign: string } {
    const body = JSON.stringify({
      invoiceId: invoice.invoiceId,
      status: invoice.status,
      ...(invoice.status === 'failure' ? { failureReason: 'Недостатньо коштів', errCode: '59' } : {}),
      amount: invoice.amount,
      ccy: 980,
      ...(invoice.status === 'success' ? { finalAmount: invoice.amount } : {}),
      createdDate: invoice.createdDate,
      modifiedDate: new Date().toISOString(),
      reference: invoice.reference,
      destination: invoice.destination,
    });
    return { body, sign: sign('sha256', Buffer.from(body), this.privateKey).toString('base64') };
  }
}
