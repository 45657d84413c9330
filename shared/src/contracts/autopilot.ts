import { z } from 'zod';
import {
  ASSISTANT_LINE_MAX,
  AUTO_REPLY_CANCELS,
  AUTO_REPLY_STATUSES,
  AUTOPILOT_HOURS,
  AUTOPILOT_MODES,
  AUTOPILOT_TOPICS,
  HOURLY_CAP_MAX,
  LEARNING_DRAFTS_DEFAULT,
  LEARNING_DRAFTS_MAX,
  UNDO_SECONDS_MAX,
  type AutopilotHours,
  type AutopilotMode,
  type AutopilotTopic,
  HANDOVER_REASONS,
} from './constants/autopilot';

// ---- full trust (issue 48, docs/product.md §9.10) ----

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: 'validation.autopilot.time' }).regex(HH_MM, 'validation.autopilot.time');

/** True for a time zone this runtime knows (IANA names: Europe/Kyiv, UTC). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const workingHoursSchema = z
  .object({
    /** ISO weekdays: 1 Monday … 7 Sunday. */
    days: z
      .array(z.number({ error: 'validation.autopilot.days' }).int('validation.autopilot.days'), {
        error: 'validation.autopilot.days',
      })
      .max(7, 'validation.autopilot.days')
      .refine((d) => d.every((n) => n >= 1 && n <= 7) && new Set(d).size === d.length, 'validation.autopilot.days'),
    /** Local time of the shop; `to` before `from` spans midnight (22:00–02:00). */
    from: time,
    to: time,
  })
  .strict()
  .refine((h) => h.from !== h.to, 'validation.autopilot.same_times');
export type WorkingHours = z.infer<typeof workingHoursSchema>;

/** A channel's full-trust settings (GET/PUT /api/v1/channels/{id}/autopilot). */
export const autopilotSettingsSchema = z.object({
  channel_id: z.string(),
  mode: z.enum(AUTOPILOT_MODES),
  /** Topics the assistant may answer alone; the rest go to the owner. */
  topics: z.array(z.enum(AUTOPILOT_TOPICS)),
  hours: z.enum(AUTOPILOT_HOURS),
  working_hours: workingHoursSchema,
  time_zone: z.string(),
  /** Seconds an automatic reply waits before it goes out (the owner may cancel it meanwhile). */
  undo_seconds: z.number().int(),
  /** Automatic replies per conversation per hour at most (a loop with another bot stops). */
  hourly_cap: z.number().int(),
  /**
   * Drafts of a topic the owner must have sent unchanged (of the last 20 judged, at most 10 %
   * changed) before the assistant answers that topic alone; 0: from the start.
   */
  learning_drafts: z.number().int(),
  /** Said once at the start of a conversation's first automatic reply ("Вам відповідає асистент магазину"); empty: none. */
  assistant_line: z.string(),
  /** Create the order when the customer confirms its summary to an automatic reply (off: the owner creates it). */
  auto_orders: z.boolean(),
  /**
   * Read only: per topic, of the owner's last 20 judged drafts how many went out unchanged, and
   * whether the topic may go out alone by `learning_drafts` (a topic with no judged draft is absent).
   */
  track_record: z
    .partialRecord(
      z.enum(AUTOPILOT_TOPICS),
      z.object({ unchanged: z.number().int(), judged: z.number().int(), learned: z.boolean() }),
    )
    .optional(),
});
export type AutopilotSettings = z.infer<typeof autopilotSettingsSchema>;

/** What a careful owner starts with: full trust off; when on, every topic the data answers, 10 s to undo. */
export const AUTOPILOT_DEFAULTS: Omit<AutopilotSettings, 'channel_id'> = {
  mode: 'CONTROL' as AutopilotMode,
  topics: [...AUTOPILOT_TOPICS] as AutopilotTopic[],
  hours: 'ALWAYS' as AutopilotHours,
  working_hours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' },
  time_zone: 'Europe/Kyiv',
  undo_seconds: 10,
  hourly_cap: 5,
  learning_drafts: LEARNING_DRAFTS_DEFAULT,
  assistant_line: '',
  auto_orders: false,
};

/** PUT /api/v1/channels/{id}/autopilot: any of the settings; the others stay. */
export const autopilotUpdateSchema = z
  .object({
    mode: z.enum(AUTOPILOT_MODES, { error: 'validation.autopilot.mode' }).optional(),
    topics: z
      .array(z.enum(AUTOPILOT_TOPICS, { error: 'validation.autopilot.topics' }), {
        error: 'validation.autopilot.topics',
      })
      .max(AUTOPILOT_TOPICS.length, 'validation.autopilot.topics')
      .refine((t) => new Set(t).size === t.length, 'validation.autopilot.topics')
      .optional(),
    hours: z.enum(AUTOPILOT_HOURS, { error: 'validation.autopilot.hours' }).optional(),
    working_hours: workingHoursSchema.optional(),
    time_zone: z
      .string({ error: 'validation.autopilot.time_zone' })
      .trim()
      .refine(isTimeZone, 'validation.autopilot.time_zone')
      .optional(),
    undo_seconds: z
      .number({ error: 'validation.autopilot.undo_seconds' })
      .int('validation.autopilot.undo_seconds')
      .min(0, 'validation.autopilot.undo_seconds')
      .max(UNDO_SECONDS_MAX, 'validation.autopilot.undo_seconds')
      .optional(),
    hourly_cap: z
      .number({ error: 'validation.autopilot.hourly_cap' })
      .int('validation.autopilot.hourly_cap')
      .min(1, 'validation.autopilot.hourly_cap')
      .max(HOURLY_CAP_MAX, 'validation.autopilot.hourly_cap')
      .optional(),
    learning_drafts: z
      .number({ error: 'validation.autopilot.learning_drafts' })
      .int('validation.autopilot.learning_drafts')
      .min(0, 'validation.autopilot.learning_drafts')
      .max(LEARNING_DRAFTS_MAX, 'validation.autopilot.learning_drafts')
      .optional(),
    assistant_line: z
      .string({ error: 'validation.autopilot.assistant_line' })
      .trim()
      .max(ASSISTANT_LINE_MAX, 'validation.autopilot.assistant_line')
      .refine((v) => !v.includes('\u0000'), 'validation.invalid')
      .optional(),
    auto_orders: z.boolean({ error: 'validation.autopilot.auto_orders' }).optional(),
  })
  .strict()
  .refine((u) => Object.keys(u).length > 0, 'validation.autopilot.empty');
export type AutopilotUpdate = z.infer<typeof autopilotUpdateSchema>;

/** GET/PUT /api/v1/autopilot/switch: the header's switch that stops every automatic send of the account at once. */
export const autopilotSwitchSchema = z.object({ stopped: z.boolean() });
export const autopilotSwitchRequestSchema = z
  .object({ stopped: z.boolean({ error: 'validation.autopilot.stopped' }) })
  .strict();
export type AutopilotSwitch = z.infer<typeof autopilotSwitchSchema>;

/** An automatic reply of the assistant (GET /api/v1/autopilot/replies, the cancel call). */
export const autoReplySchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  channel_id: z.string(),
  text: z.string(),
  status: z.enum(AUTO_REPLY_STATUSES),
  send_at: z.string(),
  created_at: z.string(),
  cancel_reason: z.enum(AUTO_REPLY_CANCELS).nullable(),
  /** The message it became once sent. */
  message_id: z.string().nullable(),
});
export type AutoReply = z.infer<typeof autoReplySchema>;

/** GET /api/v1/autopilot/replies?conversation_id=: the replies still in their undo window (all conversations without it). */
export const autoRepliesQuerySchema = z.object({
  conversation_id: z.uuid('validation.invalid').optional(),
});

/**
 * GET /api/v1/autopilot/stats?from&to[&channelId][&tz_offset] (the analytics query): what full
 * trust did in the period, by the shop's days.
 */
export const autopilotStatsSchema = z.object({
  automatic_replies: z.object({
    /** Went out alone. */
    sent: z.number().int(),
    /** Cancelled by the owner in the undo window (drafts again). */
    cancelled_by_owner: z.number().int(),
    /** Cancelled by the switch, by leaving full trust, by a hand-over or by the owner's own reply meanwhile. */
    cancelled_otherwise: z.number().int(),
    /** The platform refused them, or the window closed while they waited (drafts again). */
    failed: z.number().int(),
  }),
  handovers: z.object({
    total: z.number().int(),
    /** Most frequent first. */
    by_reason: z.array(z.object({ reason: z.enum(HANDOVER_REASONS), count: z.number().int() })),
  }),
});
export type AutopilotStats = z.infer<typeof autopilotStatsSchema>;
