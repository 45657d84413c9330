/**
 * Meta's usage headers, read from every Graph answer (developers.facebook.com/docs/graph-api/
 * overview/rate-limiting): `X-App-Usage` `{call_count, total_cputime, total_time}` (percent of the
 * app's hourly allowance) and `X-Business-Use-Case-Usage` `{<business object id>: [{type,
 * call_count, total_cputime, total_time, estimated_time_to_regain_access}]}` (percent per Page or
 * Instagram account; the time in minutes). Background work reads `pressure` and slows down before
 * the sends the owner makes are refused.
 */

/** How long a reading stands for the current state: Meta's windows are an hour, readings come often. */
const FRESH_MS = 5 * 60_000;

interface Reading {
  percent: number;
  regainSeconds: number;
  at: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Meta's JSON, read defensively
type Json = Record<string, any>;

function parse(value: string | null): Json | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : null;
  } catch {
    return null;
  }
}

function percentOf(u: Json): number {
  const n = (k: string) => (typeof u[k] === 'number' && Number.isFinite(u[k]) ? (u[k] as number) : 0);
  return Math.max(n('call_count'), n('total_cputime'), n('total_time'));
}

export class GraphUsage {
  private readonly readings = new Map<string, Reading>();
  private static readonly APP = '@app';

  constructor(private readonly now: () => number = Date.now) {}

  /** Keeps the readings of one answer's headers; answers the accounts its business use case usage counted. */
  record(headers: Pick<Headers, 'get'>): string[] {
    const at = this.now();
    const app = parse(headers.get('x-app-usage'));
    if (app) this.readings.set(GraphUsage.APP, { percent: percentOf(app), regainSeconds: 0, at });
    const buc = parse(headers.get('x-business-use-case-usage'));
    for (const [id, list] of Object.entries(buc ?? {})) {
      if (!Array.isArray(list)) continue;
      let percent = 0;
      let regainSeconds = 0;
      for (const u of list as Json[]) {
        percent = Math.max(percent, percentOf(u));
        const minutes = Number(u.estimated_time_to_regain_access);
        if (Number.isFinite(minutes) && minutes > 0) regainSeconds = Math.max(regainSeconds, minutes * 60);
      }
      this.readings.set(id, { percent, regainSeconds, at });
    }
    if (this.readings.size > 10_000) this.prune(at);
    return Object.keys(buc ?? {});
  }

  private fresh(id: string): Reading | undefined {
    const r = this.readings.get(id);
    return r && this.now() - r.at <= FRESH_MS ? r : undefined;
  }

  /** The highest recent usage (percent) of the app and of these accounts (Page or Instagram ids). */
  pressure(ids: string[]): number {
    return Math.max(0, ...[GraphUsage.APP, ...ids].map((id) => this.fresh(id)?.percent ?? 0));
  }

  /** Seconds until Meta lets these accounts call again, as it last estimated (0 when unknown). */
  regainSeconds(ids: string[]): number {
    return Math.max(0, ...ids.map((id) => this.fresh(id)?.regainSeconds ?? 0));
  }

  private prune(now: number): void {
    for (const [id, r] of this.readings) if (now - r.at > FRESH_MS) this.readings.delete(id);
  }
}
