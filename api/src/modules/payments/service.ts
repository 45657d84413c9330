import type { Language, Payment, PaymentSettings } from '@vitrina/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { TokenCipher } from '../../lib/token-cipher';
import type { OrdersService } from '../orders';
import type { PaymentProvider } from './provider';
import type { PaymentRow, PaymentsRepository } from './repository';

/** How long a payment link can be paid (monobank's `validity`, seconds). */
export const LINK_VALIDITY_SECONDS = 24 * 3600;
/** A token a shop without its own uses while the acquirer is the local sandbox (docs/product.md §9.12). */
export const SANDBOX_SHOP_TOKEN = 'sandbox-shop-token-0000000000';

const LINK_TEXT: Record<Language, string> = {
  ua: 'Посилання на оплату замовлення №{number} ({amount} грн): {url}',
  en: 'Payment link for order #{number} ({amount} UAH): {url}',
};

export interface PaymentsDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  cipher: TokenCipher;
  orders: OrdersService;
  send(
    userId: string,
    input: { channelId: string; conversationId: string; message: string; lastUserMessage: string; key: string },
  ): Promise<unknown>;
  /** Where the provider posts its webhook (this server's public address). */
  webHookUrl: string;
  sandbox: boolean;
  log: FastifyBaseLogger;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toPayment(p: PaymentRow): Payment {
  return {
    status: p.status,
    page_url: p.page_url,
    amount: Number(p.amount),
    failure_reason: p.failure_reason,
    sent: p.sent,
    created_at: iso(p.created_at)!,
    updated_at: iso(p.modified_at),
  };
}

/**
 * Payment links (issue 49 item 3, docs/product.md §9.12): an invoice of the acquirer for a prepaid
 * order, sent in the customer's thread (inside Meta's 24-hour window; else the owner copies it);
 * the provider's signed webhook marks it paid, failed or expired and the owner's tabs hear it live.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  async settings(userId: string): Promise<PaymentSettings> {
    const row = await this.deps.repo.settings(userId);
    const token = row ? this.deps.cipher.decrypt(row.token_enc) : null;
    return {
      provider: 'MONOBANK',
      has_token: token !== null,
      token_hint: token ? token.slice(-4) : null,
      merchant_name: row?.merchant_name ?? null,
      sandbox: this.deps.sandbox,
    };
  }

  /** A token is checked with the acquirer (its merchant named) before it is stored, encrypted. */
  async saveSettings(userId: string, token: string): Promise<PaymentSettings> {
    const merchant = await this.deps.provider.merchant(token);
    await this.deps.repo.saveSettings(userId, this.deps.cipher.encrypt(token), merchant.name);
    return this.settings(userId);
  }

  private async tokenOf(userId: string): Promise<string> {
    const row = await this.deps.repo.settings(userId);
    if (row) return this.deps.cipher.decrypt(row.token_enc);
    if (this.deps.sandbox) return SANDBOX_SHOP_TOKEN;
    throw new AppError(422, 'payments.no_token');
  }

  async latest(userId: string, orderId: string): Promise<Payment> {
    await this.deps.orders.get(userId, orderId);
    const row = await this.deps.repo.latest(userId, orderId);
    if (!row) throw new AppError(404, 'payments.none');
    return toPayment(row);
  }

  /**
   * The order's payment link: the open one again (sent again, never a second invoice), else a new
   * invoice for the order's total; paid orders get none.
   */
  async link(userId: string, orderId: string): Promise<Payment> {
    const order = await this.deps.orders.get(userId, orderId);
    if (order.payment !== 'PREPAID') throw new AppError(422, 'payments.not_prepaid');
    if (order.status === 'CANCELLED' || order.status === 'DONE')
      throw new AppError(409, 'payments.order_closed', { status: order.status });
    let row = await this.deps.repo.latest(userId, orderId);
    if (row?.status === 'PAID') throw new AppError(409, 'payments.already_paid');
    const stillOpen = row?.status === 'CREATED' && Number(row.amount) === order.total;
    if (!row || !stillOpen) {
      const token = await this.tokenOf(userId);
      const made = await this.deps.provider.createInvoice(token, {
        amountKop: Math.round(order.total * 100),
        reference: order.id,
        destination: `Замовлення №${order.number}`,
        webHookUrl: this.deps.webHookUrl,
        validitySeconds: LINK_VALIDITY_SECONDS,
      });
      row = await this.deps.repo.insert({
        order_id: order.id,
        user_id: userId,
        provider: this.deps.provider.name,
        invoice_id: made.invoiceId,
        page_url: made.pageUrl,
        amount: order.total,
        status: 'CREATED',
      });
      await this.deps.orders.announceUpdate(userId, orderId);
    }
    if (order.conversation_id && order.channel_id && !row.sent) {
      const lng = await this.deps.orders.languageOf(userId);
      try {
        await this.deps.send(userId, {
          channelId: order.channel_id,
          conversationId: order.conversation_id,
          message: LINK_TEXT[lng]
            .replace('{number}', String(order.number))
            .replace('{amount}', String(order.total))
            .replace('{url}', row.page_url),
          lastUserMessage: '',
          key: `pay:${row.id}`,
        });
        await this.deps.repo.markSent(row.id);
        row = { ...row, sent: true };
      } catch (err) {
        // Outside the 24-hour window (or the customer gone): the owner copies the link.
        this.deps.log.info({ err, order: orderId }, 'payment link left to the owner');
      }
    }
    return toPayment(row);
  }

  /**
   * The provider's webhook: refused (403, nothing changed) unless signed with the key of the
   * shop the invoice belongs to; an older delivery than the state applied changes nothing.
   */
  async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError(403, 'payments.bad_signature');
    }
    const outcome = this.deps.provider.outcome(body);
    if (!outcome) throw new AppError(403, 'payments.bad_signature');
    const payment = await this.deps.repo.byInvoice(this.deps.provider.name, outcome.invoiceId);
    // Unknown invoice: nothing to verify against; answered like a bad signature (nothing changes).
    if (!payment) throw new AppError(403, 'payments.bad_signature');
    const token = await this.tokenOf(payment.user_id);
    if (!(await this.deps.provider.verify(rawBody, headers, token))) throw new AppError(403, 'payments.bad_signature');
    if (await this.deps.repo.applyOutcome(payment.id, outcome.status, outcome.reason, outcome.at))
      await this.deps.orders.announceUpdate(payment.user_id, payment.order_id);
  }
}
