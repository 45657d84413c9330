import { AppError } from '../../lib/errors';

/**
 * The dollar's rate billing converts the plans' prices with (docs/product.md §9.16): the plans are
 * priced in dollars (the pricing page's one source), monobank acquiring charges hryvnias, so each
 * invoice is made in hryvnias at the rate of the moment it is made, and keeps both.
 */
export interface UsdRate {
  /** Hryvnias per dollar now. */
  now(): Promise<number>;
}

/** A rate set in the configuration (`BILLING_USD_RATE=41.5`; the sandbox's default). */
export class FixedUsdRate implements UsdRate {
  constructor(private readonly rate: number) {}

  async now(): Promise<number> {
    return this.rate;
  }
}

/** How long a fetched official rate is used before it is read again, and how long it may stand in when the NBU is unreachable. */
const FRESH_MS = 3600_000;
const STALE_MS = 3 * 86_400_000;
export const NBU_USD_URL = 'https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?valcode=USD&json';

/**
 * The National Bank of Ukraine's official rate of the day (`BILLING_USD_RATE=nbu`, the default
 * outside the sandbox): its open data API answers `[{ r030: 840, cc: 'USD', rate, exchangedate }]`.
 * Read at most hourly; when the NBU cannot be reached the last rate read stands in for up to three
 * days, then buying answers 503 rather than charging at a made-up rate.
 */
export class NbuUsdRate implements UsdRate {
  private last: { rate: number; at: number } | null = null;

  constructor(
    private readonly fetchJson: (url: string) => Promise<unknown>,
    private readonly clock: () => number = Date.now,
  ) {}

  async now(): Promise<number> {
    const at = this.clock();
    if (this.last && at - this.last.at < FRESH_MS) return this.last.rate;
    try {
      const body = await this.fetchJson(NBU_USD_URL);
      const row = Array.isArray(body) ? (body[0] as { rate?: unknown; cc?: unknown } | undefined) : undefined;
      if (!row || row.cc !== 'USD' || typeof row.rate !== 'number' || !(row.rate > 0)) throw new Error('no USD rate');
      this.last = { rate: row.rate, at };
      return row.rate;
    } catch (err) {
      if (this.last && at - this.last.at < STALE_MS) return this.last.rate;
      throw new AppError(503, 'billing.rate_unavailable', { reason: String(err) });
    }
  }
}

/** A dollar amount in cents converted to kopiykas at `rate` (to the kopiyka). */
export function toKopiykas(usdCents: number, rate: number): number {
  return Math.round(usdCents * rate);
}

/** The fetch the NBU rate uses (10 s timeout). */
export async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}
