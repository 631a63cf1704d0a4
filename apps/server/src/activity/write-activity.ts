import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { ActivityEvent } from './activity-event.js';

/** The longest target kept: a page path or a file name, never a document. */
const TARGET_LENGTH = 300;

/** The rows of one batch, as the statement reads them back from one JSON parameter. */
function batchJson(events: readonly ActivityEvent[], now: Date): string {
  return JSON.stringify(
    events.map((e, seq) => ({
      seq,
      user_id: e.userId,
      group_id: e.groupId,
      partner_id: e.partnerId,
      impersonator_id: e.impersonatorId,
      kind: e.kind,
      module: e.module,
      target: e.target ? e.target.slice(0, TARGET_LENGTH) : null,
      details: e.details ?? {},
      created_at: (e.at ?? now).toISOString(),
    })),
  );
}

/**
 * Writes a batch: the events, and each (UTC day, user, module, kind) counted up in `activity_daily`,
 * in one statement (so one transaction, and one round trip whatever the batch's size). The whole
 * batch travels as a single JSON parameter; the daily counts are summed per key before the upsert,
 * which may touch each row only once. Events keep their order (ids follow it). A user or group deleted since the event was recorded is
 * dropped from it rather than failing the batch. `db` may be a transaction (a delivery records its event in
 * the transaction that marks it delivered).
 */
export async function writeActivity(
  db: Db,
  events: readonly ActivityEvent[],
  now = new Date(),
): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`
    with batch as (
      select r.seq, r.user_id, g.id as group_id, r.partner_id, r.impersonator_id, r.kind, r.module,
             r.target, r.details, r.created_at
        from jsonb_to_recordset(${batchJson(events, now)}::jsonb) as r(
               seq int, user_id int, group_id int, partner_id int, impersonator_id int, kind text,
               module text, target text, details jsonb, created_at timestamptz)
        join users u on u.id = r.user_id
        left join groups g on g.id = r.group_id
    ), written as (
      insert into activity_events
        (user_id, group_id, partner_id, impersonator_id, kind, module, target, details, created_at)
      select user_id, group_id, partner_id, impersonator_id, kind, module, target, details, created_at
        from batch order by seq
    )
    insert into activity_daily as d (day, user_id, module, kind, group_id, partner_id, events)
    select (created_at at time zone 'UTC')::date, user_id, module, kind, max(group_id), max(partner_id),
           count(*)::int
      from batch
     group by 1, 2, 3, 4
    on conflict (day, user_id, module, kind) do update
      set events = d.events + excluded.events,
          group_id = coalesce(excluded.group_id, d.group_id),
          partner_id = coalesce(excluded.partner_id, d.partner_id)`);
}
