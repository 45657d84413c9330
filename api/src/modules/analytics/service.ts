import type {
  AnalyticsQuery,
  AssistantReport,
  ChatsDay,
  ChatsReport,
  FullTrustReport,
  OrdersReport,
  SpeedReport,
  TopicsReport,
  UsageReport,
} from '@vitrina/shared/contracts';
import { periodEnd } from '@vitrina/shared/contracts';
import { isPaidPlan, planOffer } from '@vitrina/shared/contracts/constants';
import type { Scope } from '../../lib/scope';
import { histogramPercentile } from './histogram';
import type { AnalyticsRepository, Period } from './repository';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const TOP = 10;
/** Up to this many replies in a period, speed percentiles are exact (percentile_cont). */
export const EXACT_REPLIES = 20_000;

/** Per-hour and overall rows from wait buckets (histogram.ts). */
function fromBuckets(rows: { hour: number; bucket: number; replies: number }[]) {
  const all = new Map<number, number>();
  const byHour = new Map<number, Map<number, number>>();
  for (const r of rows) {
    all.set(r.bucket, (all.get(r.bucket) ?? 0) + r.replies);
    const hour = byHour.get(r.hour) ?? new Map<number, number>();
    hour.set(r.bucket, (hour.get(r.bucket) ?? 0) + r.replies);
    byHour.set(r.hour, hour);
  }
  const row = (hour: number | null, counts: Map<number, number>) => ({
    hour,
    replies: [...counts.values()].reduce((a, b) => a + b, 0),
    median_seconds: histogramPercentile(counts, 0.5),
    p90_seconds: histogramPercentile(counts, 0.9),
  });
  return [row(null, all), ...[...byHour.entries()].map(([hour, counts]) => row(hour, counts))];
}

/** The query's local days as UTC instants: `[from 00:00, to + 1 day 00:00)` in the shop's time. */
export function periodOf(q: Pick<AnalyticsQuery, 'from' | 'to' | 'tz_offset'>): Period {
  const shift = q.tz_offset * MINUTE_MS;
  return {
    start: new Date(Date.parse(`${q.from}T00:00:00Z`) - shift),
    end: periodEnd(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS - shift),
    offsetMinutes: q.tz_offset,
  };
}

/** Every local day of the period, `YYYY-MM-DD`. */
export function daysOf(q: Pick<AnalyticsQuery, 'from' | 'to'>): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${q.from}T00:00:00Z`); t <= Date.parse(`${q.to}T00:00:00Z`); t += DAY_MS) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The Monday of each week the period touches. */
function weeksOf(days: string[]): string[] {
  const mondays = days.map((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    const weekday = (new Date(t).getUTCDay() + 6) % 7;
    return new Date(t - weekday * DAY_MS).toISOString().slice(0, 10);
  });
  return [...new Set(mondays)];
}

/** Rows for every key, zeros where the database had none. */
function filled<T extends { day: string }>(keys: string[], rows: T[], zero: Omit<T, 'day'>): T[] {
  const byKey = new Map(rows.map((r) => [r.day, r]));
  return keys.map((day) => byKey.get(day) ?? ({ day, ...zero } as T));
}

export class AnalyticsService {
  constructor(
    private readonly repo: AnalyticsRepository,
    private readonly exactReplies = EXACT_REPLIES,
  ) {}

  async chats(scope: Scope, q: AnalyticsQuery): Promise<ChatsReport> {
    const [figures, channels] = await Promise.all([this.repo.chats(scope, periodOf(q)), this.repo.channels(scope)]);
    const zero: Omit<ChatsDay, 'day'> = { chats: 0, new_customers: 0, returning_customers: 0, direct: 0, comments: 0 };
    const days = daysOf(q);
    const counted = new Map(figures.channels.map((c) => [c.channel_id, c.chats]));
    return {
      total: figures.total,
      days: filled(days, figures.days, zero),
      weeks: filled(weeksOf(days), figures.weeks, zero),
      channels: channels.map((c) => ({
        channel_id: c.id,
        name: c.name,
        platform: c.platform,
        chats: counted.get(c.id) ?? 0,
      })),
    };
  }

  async assistant(scope: Scope, q: AnalyticsQuery): Promise<AssistantReport> {
    const rows = await this.repo.assistant(scope, periodOf(q));
    const zero = { unchanged: 0, edited: 0, discarded: 0, by_hand: 0, stalled: 0, answered: 0 };
    const { day: _, ...total } = rows.find((r) => r.day === null) ?? { day: null, ...zero };
    const days = rows.flatMap((r) => (r.day === null ? [] : [{ ...r, day: r.day }]));
    return { total, days: filled(daysOf(q), days, zero) };
  }

  /**
   * Speed by the customer's local hour: exact up to EXACT_REPLIES replies in the period, beyond that
   * from the wait buckets (within 5 %), so a year of a busy shop stays fast.
   */
  async speed(scope: Scope, q: AnalyticsQuery): Promise<SpeedReport> {
    const period = periodOf(q);
    const none = { replies: 0, median_seconds: null, p90_seconds: null };
    const rows =
      (await this.repo.replyCount(scope, period)) <= this.exactReplies
        ? await this.repo.speed(scope, period)
        : fromBuckets(await this.repo.speedBuckets(scope, period));
    const { hour: _, ...total } = rows.find((r) => r.hour === null) ?? { hour: null, ...none };
    const byHour = new Map(rows.flatMap((r) => (r.hour === null ? [] : [[r.hour, r] as const])));
    return {
      total,
      hours: Array.from({ length: 24 }, (__, hour) => {
        const r = byHour.get(hour);
        return r ? { ...r, hour } : { hour, ...none };
      }),
    };
  }

  async topics(scope: Scope, q: AnalyticsQuery): Promise<TopicsReport> {
    const period = periodOf(q);
    const [asked, open] = await Promise.all([
      this.repo.asked(scope, period, TOP),
      this.repo.unanswered(scope, period, TOP),
    ]);
    return {
      products: asked.products,
      out_of_stock: asked.outOfStock,
      unanswered_total: open.total,
      unanswered: open.latest.map((r) => ({ id: r.id, question: r.question, created_at: r.created_at.toISOString() })),
    };
  }

  /** Full trust by day and in all, and hand-overs by reason (issue 48, docs/product.md §9.10). */
  async fullTrust(scope: Scope, q: AnalyticsQuery): Promise<FullTrustReport> {
    const period = periodOf(q);
    const [rows, byReason] = await Promise.all([
      this.repo.fullTrust(scope, period),
      this.repo.handoversByReason(scope, period),
    ]);
    const zero = {
      conversations: 0,
      handled_alone: 0,
      sent: 0,
      cancelled_in_undo: 0,
      handovers: 0,
      median_alone_seconds: null,
      median_owner_seconds: null,
    };
    const { day: _, ...total } = rows.find((r) => r.day === null) ?? { day: null, ...zero };
    const days = rows.flatMap((r) => (r.day === null ? [] : [{ ...r, day: r.day }]));
    return {
      total,
      days: filled(daysOf(q), days, zero),
      handovers_by_reason: byReason as FullTrustReport['handovers_by_reason'],
    };
  }

  /** Orders and revenue per day, the assistant's share, COD refusals, first message → order (issue 49). */
  async orders(scope: Scope, q: AnalyticsQuery): Promise<OrdersReport> {
    const rows = await this.repo.orders(scope, periodOf(q));
    const zero = {
      orders: 0,
      revenue: 0,
      from_conversations: 0,
      by_assistant: 0,
      cod: 0,
      cod_refused: 0,
      avg_first_message_to_order_seconds: null,
    };
    const { day: _, ...total } = rows.find((r) => r.day === null) ?? { day: null, ...zero };
    const days = rows.flatMap((r) => (r.day === null ? [] : [{ ...r, day: r.day }]));
    return { total, days: filled(daysOf(q), days, zero) };
  }

  /** This month's chats (the shop's month) against the plan, and the month's end at this pace. */
  async usage(scope: Scope, tzOffset: number, now = new Date()): Promise<UsageReport> {
    const local = new Date(now.getTime() + tzOffset * MINUTE_MS);
    const year = local.getUTCFullYear();
    const month = local.getUTCMonth();
    const first = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const today = local.toISOString().slice(0, 10);
    const [figures, plan] = await Promise.all([
      this.repo.chats(scope, periodOf({ from: first, to: today, tz_offset: tzOffset })),
      this.repo.plan(scope.userId),
    ]);
    // The month so far in days, today counted by the hours gone (a projection on day 1 at 01:00 is not 24×).
    const monthStart = Date.parse(`${first}T00:00:00Z`);
    const elapsed = Math.max((local.getTime() - monthStart) / DAY_MS, 1);
    const used = figures.total.chats;
    const code = plan?.plan ?? 'TRIAL';
    return {
      month_start: new Date(monthStart - tzOffset * MINUTE_MS).toISOString(),
      days_elapsed: local.getUTCDate(),
      days_in_month: daysInMonth,
      chats_used: used,
      plan: code,
      // A paid plan's chats are the ones billing sells (docs/product.md §9.16); else the free chats.
      plan_chats: isPaidPlan(code) ? planOffer(code).chats : (plan?.free_chats ?? 0),
      projected: Math.round((used / elapsed) * daysInMonth),
    };
  }
}
