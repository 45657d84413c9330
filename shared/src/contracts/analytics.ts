import { z } from 'zod';
import { dayFilter } from './dates';
import { HANDOVER_REASONS } from './constants/autopilot';

/**
 * Analytics (issue 34, docs/product.md §9.7): GET /api/v1/analytics/{chats,assistant,speed,topics,usage}.
 * Every figure is counted on the server in SQL; days and hours are the shop's local ones
 * (`tz_offset`, minutes east of UTC, as the browser reports it).
 */
export const ANALYTICS_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const isoDate = dayFilter('validation.analytics.date');

const tzOffset = z.coerce
  .number({ error: 'validation.analytics.tz_offset' })
  .int('validation.analytics.tz_offset')
  .min(-840, 'validation.analytics.tz_offset')
  .max(840, 'validation.analytics.tz_offset')
  .default(0);

export const analyticsQuerySchema = z
  .object({
    /** First and last day of the period, inclusive, in the shop's time. */
    from: isoDate,
    to: isoDate,
    channelId: z.uuid('validation.channel_id.invalid').optional(),
    tz_offset: tzOffset,
  })
  .refine(
    (q) => {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS + 1;
      return days >= 1 && days <= ANALYTICS_MAX_DAYS;
    },
    { message: 'validation.analytics.period', path: ['to'] },
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** GET /analytics/usage: this month only, whatever the period. */
export const analyticsUsageQuerySchema = z.object({
  channelId: z.uuid('validation.channel_id.invalid').optional(),
  tz_offset: tzOffset,
});

const count = z.number().int().nonnegative();

export const chatsDaySchema = z.object({
  /** `YYYY-MM-DD` (a week: its Monday). */
  day: z.string(),
  chats: count,
  new_customers: count,
  returning_customers: count,
  direct: count,
  comments: count,
});
export type ChatsDay = z.infer<typeof chatsDaySchema>;

export const chatsReportSchema = z.object({
  total: chatsDaySchema.omit({ day: true }),
  days: z.array(chatsDaySchema),
  weeks: z.array(chatsDaySchema),
  channels: z.array(z.object({ channel_id: z.string(), name: z.string(), platform: z.string(), chats: count })),
});
export type ChatsReport = z.infer<typeof chatsReportSchema>;

export const assistantDaySchema = z.object({
  day: z.string(),
  /** The shop's answers: the draft sent unchanged, edited, discarded, or no draft (by hand). */
  unchanged: count,
  edited: count,
  discarded: count,
  by_hand: count,
  /** The drafts made: left a question open ("I'll check") or answered from the shop's data. */
  stalled: count,
  answered: count,
});
export type AssistantDay = z.infer<typeof assistantDaySchema>;

export const assistantReportSchema = z.object({
  total: assistantDaySchema.omit({ day: true }),
  days: z.array(assistantDaySchema),
});
export type AssistantReport = z.infer<typeof assistantReportSchema>;

export const speedHourSchema = z.object({
  /** 0–23, the hour the customer wrote (shop's time). */
  hour: z.number().int().min(0).max(23),
  replies: count,
  /** Seconds from the customer's message to the shop's reply; null without replies. */
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
});
export type SpeedHour = z.infer<typeof speedHourSchema>;

export const speedReportSchema = z.object({
  total: speedHourSchema.omit({ hour: true }),
  hours: z.array(speedHourSchema),
});
export type SpeedReport = z.infer<typeof speedReportSchema>;

export const topicsReportSchema = z.object({
  /** Article codes customers asked about, most asked first (10 at most). */
  products: z.array(z.object({ code: z.string(), name: z.string().nullable(), asks: count })),
  /** Sizes asked for while out of stock (lost sales), most asked first (10 at most). */
  out_of_stock: z.array(z.object({ code: z.string(), size: z.string(), asks: count })),
  /** Questions the assistant could not answer that the owner has not answered yet. */
  unanswered_total: count,
  unanswered: z.array(z.object({ id: z.string(), question: z.string(), created_at: z.string() })),
});
export type TopicsReport = z.infer<typeof topicsReportSchema>;

export const usageReportSchema = z.object({
  month_start: z.string(),
  /** Days of the month so far (today included) and in all. */
  days_elapsed: z.number().int(),
  days_in_month: z.number().int(),
  chats_used: count,
  plan: z.string(),
  /** The chats the plan includes (the free chats during the trial and on Free). */
  plan_chats: count,
  /** Chats at this pace by the month's end. */
  projected: count,
});
export type UsageReport = z.infer<typeof usageReportSchema>;

/** One local day of full trust (issue 48, docs/product.md §9.10). */
export const fullTrustDaySchema = z.object({
  day: z.string(),
  /** Conversations with a customer message that day (counted on the first). */
  conversations: count,
  /**
   * Of them, handled by the assistant alone: it sent at least one reply, nothing was handed over
   * and the owner wrote nothing from the first customer message until 24 h after the last.
   */
  handled_alone: count,
  /** Automatic replies sent. */
  sent: count,
  /** Automatic replies the owner cancelled in the undo window. */
  cancelled_in_undo: count,
  handovers: count,
  /** Median seconds from the customer's first waiting message to the shop's reply: the assistant's alone, the owner's. */
  median_alone_seconds: z.number().nullable(),
  median_owner_seconds: z.number().nullable(),
});
export type FullTrustDay = z.infer<typeof fullTrustDaySchema>;

export const fullTrustReportSchema = z.object({
  total: fullTrustDaySchema.omit({ day: true }),
  days: z.array(fullTrustDaySchema),
  /** Hand-overs by reason in the period, most frequent first. */
  handovers_by_reason: z.array(z.object({ reason: z.enum(HANDOVER_REASONS), count })),
});
export type FullTrustReport = z.infer<typeof fullTrustReportSchema>;

/** One local day of orders (issue 49 item 4, docs/product.md §9.7). */
export const ordersDaySchema = z.object({
  day: z.string(),
  orders: count,
  /** The total of the day's orders that were not cancelled, UAH. */
  revenue: z.number(),
  /** Orders made from a conversation (the assistant read them from the customer's messages). */
  from_conversations: count,
  /** Orders the assistant created alone (full trust's confirmed orders). */
  by_assistant: count,
  cod: count,
  /** Cash-on-delivery parcels the recipient refused (Nova Poshta's tracking). */
  cod_refused: count,
  /** Average seconds from the customer's first message in the conversation to the order. */
  avg_first_message_to_order_seconds: z.number().nullable(),
});
export type OrdersDay = z.infer<typeof ordersDaySchema>;

export const ordersReportSchema = z.object({
  total: ordersDaySchema.omit({ day: true }),
  days: z.array(ordersDaySchema),
});
export type OrdersReport = z.infer<typeof ordersReportSchema>;
