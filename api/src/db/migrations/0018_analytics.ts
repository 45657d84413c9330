import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Analytics (issue 34, docs/product.md §9.7). What the charts need that was not stored:
 *
 * - `messages.chat_start`: 'NEW' on a conversation's first message, 'RETURNING' on a message more
 *   than 24 hours after the conversation's previous one (a chat, as plan usage counts them, §6);
 * - `messages.awaited_since` (the shop's messages): the first customer message since the shop's
 *   previous message, i.e. the message this one answers (speed);
 * - `messages.draft_outcome` (the shop's answers): UNCHANGED (the open draft was sent as it was),
 *   EDITED (the inbox sent it with the rejected proposition), DISCARDED (a draft was open and a
 *   different text went out), NO_DRAFT (answered by hand with no draft);
 * - `agent_propositions.outcome` (the same, or SUPERSEDED for an older open draft of the
 *   conversation), `stalled` (the draft left questions open: "I'll check"), `codes` (article codes
 *   the customer asked about) and `missing_sizes` (`CODE SIZE` asked for while out of stock).
 *
 * `analytics_hourly` keeps each channel's totals per UTC hour (chats, new/returning, direct/comments,
 * the four outcomes, stalled/answered drafts), maintained by the same triggers, so the chats and
 * assistant reports add up hours instead of scanning messages.
 *
 * The message columns are set by a trigger at the moment a message is stored, whatever path stored
 * it (a send, the platform's echo, a webhook, the sandbox), so no writer can forget them; the
 * proposition's facts are written by the assistant when it finishes the draft. Rows older than this
 * migration get chat starts and reply times backfilled; their drafts' outcomes stay unknown.
 */
export const m0018_analytics: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      alter table messages
        add column chat_start text check (chat_start in ('NEW', 'RETURNING')),
        add column awaited_since timestamptz,
        add column draft_outcome text check (draft_outcome in ('UNCHANGED', 'EDITED', 'DISCARDED', 'NO_DRAFT'))
    `.execute(db);
    await sql`
      alter table agent_propositions
        add column outcome text check (outcome in ('UNCHANGED', 'EDITED', 'DISCARDED', 'SUPERSEDED')),
        add column outcome_at timestamptz,
        add column stalled boolean not null default false,
        add column codes text[] not null default '{}',
        add column missing_sizes text[] not null default '{}'
    `.execute(db);

    // Backfill: chat starts (as countChatsSince counts them) and the awaited customer message.
    await sql`
      update messages m set chat_start = t.kind from (
        select id, case when previous is null then 'NEW' else 'RETURNING' end as kind
        from (
          select id, created_time,
                 lag(created_time) over (partition by conversation_id order by created_time, id) as previous
          from messages where not is_placeholder
        ) w
        where previous is null or created_time - previous > interval '24 hours'
      ) t where m.id = t.id
    `.execute(db);
    await sql`
      update messages m set awaited_since = t.awaited from (
        select id, min(created_time) filter (where not from_shop)
                     over (partition by conversation_id, shop_run order by created_time, id) as awaited,
               from_shop
        from (
          select id, conversation_id, created_time, from_shop,
                 count(*) filter (where from_shop) over (partition by conversation_id order by created_time, id
                   rows between unbounded preceding and 1 preceding) as shop_run
          from messages where not is_placeholder and deleted_at is null
        ) r
      ) t where m.id = t.id and t.from_shop and t.awaited is not null
    `.execute(db);

    // Hourly totals per channel (UTC hours), kept by the triggers below: a year of a busy shop is
    // 8,760 rows a channel to add up instead of a million messages (bench: api/bench/analytics.ts).
    await sql`
      create table analytics_hourly (
        channel_id uuid not null references channels (id) on delete cascade,
        hour timestamptz not null,
        chats integer not null default 0,
        new_customers integer not null default 0,
        returning_customers integer not null default 0,
        direct integer not null default 0,
        comments integer not null default 0,
        unchanged integer not null default 0,
        edited integer not null default 0,
        discarded integer not null default 0,
        by_hand integer not null default 0,
        stalled integer not null default 0,
        answered integer not null default 0,
        primary key (channel_id, hour)
      )
    `.execute(db);
    // Reply waits per channel, UTC hour of the customer's message and wait bucket (10 % wide, see
    // vitrina_analytics_wait_bucket): long periods take the speed percentiles from these counts.
    await sql`
      create table analytics_reply_waits (
        channel_id uuid not null references channels (id) on delete cascade,
        hour timestamptz not null,
        bucket smallint not null,
        replies integer not null default 0,
        primary key (channel_id, hour, bucket)
      )
    `.execute(db);
    await sql`
      create function vitrina_analytics_wait_bucket(seconds double precision) returns smallint language sql immutable as $fn$
        select case when seconds < 1 then 0 else least(floor(ln(seconds) / ln(1.1))::int + 1, 32000) end::smallint
      $fn$
    `.execute(db);
    await sql`
      create function vitrina_analytics_hour(at timestamptz) returns timestamptz language sql immutable as $fn$
        select date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00')
      $fn$
    `.execute(db);
    await sql`
      create function vitrina_analytics_add(
        channel uuid, at timestamptz, chats integer, new_customers integer, returning_customers integer,
        direct integer, comments integer, unchanged integer, edited integer, discarded integer, by_hand integer,
        stalled integer, answered integer
      ) returns void language sql as $fn$
        insert into analytics_hourly as h (channel_id, hour, chats, new_customers, returning_customers, direct, comments,
                                           unchanged, edited, discarded, by_hand, stalled, answered)
        values (channel, vitrina_analytics_hour(at), chats, new_customers, returning_customers, direct, comments,
                unchanged, edited, discarded, by_hand, stalled, answered)
        on conflict (channel_id, hour) do update set
          chats = h.chats + excluded.chats,
          new_customers = h.new_customers + excluded.new_customers,
          returning_customers = h.returning_customers + excluded.returning_customers,
          direct = h.direct + excluded.direct,
          comments = h.comments + excluded.comments,
          unchanged = h.unchanged + excluded.unchanged,
          edited = h.edited + excluded.edited,
          discarded = h.discarded + excluded.discarded,
          by_hand = h.by_hand + excluded.by_hand,
          stalled = h.stalled + excluded.stalled,
          answered = h.answered + excluded.answered
      $fn$
    `.execute(db);
    // What customers asked about per channel and UTC day: the drafts' codes and out-of-stock sizes.
    await sql`
      create table analytics_daily_asks (
        channel_id uuid not null references channels (id) on delete cascade,
        day date not null,
        kind text not null check (kind in ('CODE', 'MISSING')),
        item text not null,
        asks integer not null default 0,
        primary key (channel_id, day, kind, item)
      )
    `.execute(db);
    await sql`
      create function vitrina_analytics_asks(channel uuid, at timestamptz, codes text[], missing text[], delta integer)
      returns void language sql as $fn$
        insert into analytics_daily_asks as d (channel_id, day, kind, item, asks)
        select channel, (at at time zone 'UTC')::date, kind, item, count(*) * delta
        from (
          select 'CODE' as kind, unnest(codes) as item
          union all
          select 'MISSING', unnest(missing)
        ) t
        group by kind, item
        on conflict (channel_id, day, kind, item) do update set asks = d.asks + excluded.asks
      $fn$
    `.execute(db);

    // Rebuilds the hourly totals from the rows (the migration's backfill; the bench after seeding).
    await sql`
      create function vitrina_analytics_rebuild() returns void language sql as $fn$
        delete from analytics_reply_waits;
        insert into analytics_reply_waits (channel_id, hour, bucket, replies)
        select channel_id, vitrina_analytics_hour(awaited_since),
               vitrina_analytics_wait_bucket(extract(epoch from created_time - awaited_since)), count(*)
        from messages where from_shop and awaited_since is not null
        group by 1, 2, 3;
        delete from analytics_daily_asks;
        insert into analytics_daily_asks (channel_id, day, kind, item, asks)
        select c.id, (a.created_at at time zone 'UTC')::date, t.kind, t.item, count(*)
        from agent_propositions a
        join channels c on c.id::text = a.channel_id
        cross join lateral (
          select 'CODE' as kind, unnest(a.codes) as item
          union all
          select 'MISSING', unnest(a.missing_sizes)
        ) t
        where a.status = 'DONE'
        group by 1, 2, 3, 4;
        delete from analytics_hourly;
        insert into analytics_hourly (channel_id, hour, chats, new_customers, returning_customers, direct, comments,
                                      unchanged, edited, discarded, by_hand, stalled, answered)
        select channel_id, hour, sum(chats), sum(new_customers), sum(returning_customers), sum(direct), sum(comments),
               sum(unchanged), sum(edited), sum(discarded), sum(by_hand), sum(stalled), sum(answered)
        from (
          select channel_id, vitrina_analytics_hour(created_time) as hour,
                 count(*) filter (where chat_start is not null) as chats,
                 count(*) filter (where chat_start = 'NEW') as new_customers,
                 count(*) filter (where chat_start = 'RETURNING') as returning_customers,
                 count(*) filter (where chat_start is not null and type = 'STANDARD') as direct,
                 count(*) filter (where chat_start is not null and type <> 'STANDARD') as comments,
                 count(*) filter (where draft_outcome = 'UNCHANGED') as unchanged,
                 count(*) filter (where draft_outcome = 'EDITED') as edited,
                 count(*) filter (where draft_outcome = 'DISCARDED') as discarded,
                 count(*) filter (where draft_outcome = 'NO_DRAFT') as by_hand,
                 0 as stalled, 0 as answered
          from messages where chat_start is not null or draft_outcome is not null
          group by 1, 2
          union all
          select c.id, vitrina_analytics_hour(a.created_at), 0, 0, 0, 0, 0, 0, 0, 0, 0,
                 count(*) filter (where a.stalled), count(*) filter (where not a.stalled)
          from agent_propositions a join channels c on c.id::text = a.channel_id
          where a.status = 'DONE'
          group by 1, 2
        ) t
        group by channel_id, hour;
      $fn$
    `.execute(db);

    await sql`
      create function vitrina_message_analytics() returns trigger language plpgsql as $fn$
      declare
        previous timestamptz;
        last_shop timestamptz;
        draft_id uuid;
        draft_text text;
      begin
        if new.is_placeholder then
          return new;
        end if;
        select created_time into previous from messages
          where conversation_id = new.conversation_id and created_time <= new.created_time and id <> new.id
          order by created_time desc limit 1;
        if previous is null then
          new.chat_start := 'NEW';
        elsif new.created_time - previous > interval '24 hours' then
          new.chat_start := 'RETURNING';
        end if;
        if new.from_shop then
          select created_time into last_shop from messages
            where conversation_id = new.conversation_id and from_shop and created_time <= new.created_time
              and id <> new.id
            order by created_time desc limit 1;
          select min(created_time) into new.awaited_since from messages
            where conversation_id = new.conversation_id and not from_shop and deleted_at is null
              and created_time <= new.created_time and (last_shop is null or created_time > last_shop);
          select id, text into draft_id, draft_text from agent_propositions
            where conversation_id = new.conversation_id::text and status = 'DONE' and outcome is null
            order by created_at desc limit 1;
          if draft_id is not null then
            new.draft_outcome := case
              when new.rejected_ai_proposition is not null then 'EDITED'
              when btrim(new.text) = btrim(coalesce(draft_text, '')) then 'UNCHANGED'
              else 'DISCARDED' end;
          elsif new.awaited_since is not null then
            new.draft_outcome := 'NO_DRAFT';
          end if;
        end if;
        return new;
      end
      $fn$
    `.execute(db);
    // What the stored row changes elsewhere, only once it is stored: an insert skipped by
    // ON CONFLICT DO NOTHING (a send and its echo) ran the BEFORE trigger but must count nothing.
    await sql`
      create function vitrina_message_stored() returns trigger language plpgsql as $fn$
      declare
        draft_id uuid;
      begin
        if new.draft_outcome in ('UNCHANGED', 'EDITED', 'DISCARDED') then
          select id into draft_id from agent_propositions
            where conversation_id = new.conversation_id::text and status = 'DONE' and outcome is null
            order by created_at desc limit 1;
          update agent_propositions
            set outcome = case when id = draft_id then new.draft_outcome else 'SUPERSEDED' end,
                outcome_at = new.created_time
            where conversation_id = new.conversation_id::text and status = 'DONE' and outcome is null;
        end if;
        if new.awaited_since is not null then
          insert into analytics_reply_waits as w (channel_id, hour, bucket, replies)
          values (new.channel_id, vitrina_analytics_hour(new.awaited_since),
                  vitrina_analytics_wait_bucket(extract(epoch from new.created_time - new.awaited_since)), 1)
          on conflict (channel_id, hour, bucket) do update set replies = w.replies + 1;
        end if;
        if new.chat_start is not null or new.draft_outcome is not null then
          perform vitrina_analytics_add(
            new.channel_id, new.created_time,
            (new.chat_start is not null)::int,
            (coalesce(new.chat_start, '') = 'NEW')::int,
            (coalesce(new.chat_start, '') = 'RETURNING')::int,
            (new.chat_start is not null and new.type = 'STANDARD')::int,
            (new.chat_start is not null and new.type <> 'STANDARD')::int,
            (coalesce(new.draft_outcome, '') = 'UNCHANGED')::int,
            (coalesce(new.draft_outcome, '') = 'EDITED')::int,
            (coalesce(new.draft_outcome, '') = 'DISCARDED')::int,
            (coalesce(new.draft_outcome, '') = 'NO_DRAFT')::int,
            0, 0);
        end if;
        return null;
      end
      $fn$
    `.execute(db);
    await sql`
      create trigger messages_analytics before insert on messages
      for each row execute function vitrina_message_analytics()
    `.execute(db);
    await sql`
      create trigger messages_analytics_stored after insert on messages
      for each row execute function vitrina_message_stored()
    `.execute(db);

    // The platform's echo of a send may be stored before the send completes it with the rejected
    // proposition: the draft was edited, not discarded.
    await sql`
      create function vitrina_message_edited_draft() returns trigger language plpgsql as $fn$
      begin
        if old.rejected_ai_proposition is null and new.rejected_ai_proposition is not null
           and new.draft_outcome = 'DISCARDED' then
          new.draft_outcome := 'EDITED';
          perform vitrina_analytics_add(new.channel_id, new.created_time, 0, 0, 0, 0, 0, 0, 1, -1, 0, 0, 0);
          update agent_propositions set outcome = 'EDITED'
            where conversation_id = new.conversation_id::text and outcome = 'DISCARDED'
              and outcome_at = new.created_time;
        end if;
        return new;
      end
      $fn$
    `.execute(db);
    await sql`
      create trigger messages_edited_draft before update of rejected_ai_proposition on messages
      for each row execute function vitrina_message_edited_draft()
    `.execute(db);

    // A finished draft counts as stalled or answered in its hour; a draft made again (the owner's
    // request-AI-answer call reopens it) takes its old count back first.
    await sql`
      create function vitrina_draft_analytics() returns trigger language plpgsql as $fn$
      declare
        channel uuid;
      begin
        if tg_op = 'UPDATE' and old.status = 'DONE' then
          select id into channel from channels where id::text = old.channel_id;
          if channel is not null then
            perform vitrina_analytics_add(channel, old.created_at, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                          -(old.stalled::int), -((not old.stalled)::int));
            perform vitrina_analytics_asks(channel, old.created_at, old.codes, old.missing_sizes, -1);
          end if;
        end if;
        if new.status = 'DONE' then
          select id into channel from channels where id::text = new.channel_id;
          if channel is not null then
            perform vitrina_analytics_add(channel, new.created_at, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                          new.stalled::int, (not new.stalled)::int);
            perform vitrina_analytics_asks(channel, new.created_at, new.codes, new.missing_sizes, 1);
          end if;
        end if;
        return null;
      end
      $fn$
    `.execute(db);
    await sql`
      create trigger agent_propositions_analytics after insert or update of status, stalled, created_at, codes, missing_sizes on agent_propositions
      for each row execute function vitrina_draft_analytics()
    `.execute(db);
    await sql`select vitrina_analytics_rebuild()`.execute(db);

    // Reply times of a year of a busy shop (bench: 365 days × 300 chats × 10 messages) by channel and time.
    await sql`
      create index messages_analytics_replies_idx on messages (channel_id, created_time)
        include (awaited_since, draft_outcome) where from_shop and awaited_since is not null
    `.execute(db);
    // The trigger's look-ups: the shop's previous message, the conversation's open drafts.
    await sql`
      create index messages_shop_time_idx on messages (conversation_id, created_time) where from_shop
    `.execute(db);
    await sql`
      create index agent_propositions_open_idx on agent_propositions (conversation_id, created_at)
        where status = 'DONE' and outcome is null
    `.execute(db);
    // What customers ask about: the drafts' codes and out-of-stock sizes, read by index alone.
    await sql`
      create index agent_propositions_codes_idx on agent_propositions (user_id, created_at)
        include (channel_id, codes) where codes <> '{}'
    `.execute(db);
    await sql`
      create index agent_propositions_missing_idx on agent_propositions (user_id, created_at)
        include (channel_id, missing_sizes) where missing_sizes <> '{}'
    `.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists agent_propositions_analytics on agent_propositions`.execute(db);
    await sql`drop function if exists vitrina_draft_analytics()`.execute(db);
    await sql`drop trigger if exists messages_edited_draft on messages`.execute(db);
    await sql`drop trigger if exists messages_analytics_stored on messages`.execute(db);
    await sql`drop trigger if exists messages_analytics on messages`.execute(db);
    await sql`drop function if exists vitrina_message_stored()`.execute(db);
    await sql`drop function if exists vitrina_message_edited_draft()`.execute(db);
    await sql`drop function if exists vitrina_message_analytics()`.execute(db);
    await sql`drop function if exists vitrina_analytics_rebuild()`.execute(db);
    await sql`drop function if exists vitrina_analytics_add(uuid, timestamptz, integer, integer, integer, integer, integer, integer, integer, integer, integer, integer, integer)`.execute(
      db,
    );
    await sql`drop function if exists vitrina_analytics_hour(timestamptz)`.execute(db);
    await sql`drop table if exists analytics_hourly`.execute(db);
    await sql`drop function if exists vitrina_analytics_asks(uuid, timestamptz, text[], text[], integer)`.execute(db);
    await sql`drop table if exists analytics_daily_asks`.execute(db);
    await sql`drop function if exists vitrina_analytics_wait_bucket(double precision)`.execute(db);
    await sql`drop table if exists analytics_reply_waits`.execute(db);
    for (const index of [
      'messages_analytics_replies_idx',
      'messages_shop_time_idx',
      'agent_propositions_open_idx',
      'agent_propositions_codes_idx',
      'agent_propositions_missing_idx',
    ]) {
      await sql`drop index if exists ${sql.id(index)}`.execute(db);
    }
    await sql`
      alter table agent_propositions drop column outcome, drop column outcome_at, drop column stalled,
        drop column codes, drop column missing_sizes
    `.execute(db);
    await sql`alter table messages drop column chat_start, drop column awaited_since, drop column draft_outcome`.execute(
      db,
    );
  },
};
