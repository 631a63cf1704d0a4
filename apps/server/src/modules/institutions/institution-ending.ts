import type { Database } from '../../db/database.js';

/** The merger or failure that ended an institution: its latest structure event as the target. */
export type InstitutionEnding = { kind: string; on: string; acquirerName: string | null };

export async function institutionEnding(database: Database, id: number): Promise<InstitutionEnding | null> {
  const [event] = await database.query<{ kind: string; on: string; acquirer_name: string | null }>(
    `select e.kind, e.event_date::text as on, a.name as acquirer_name
       from structure_events e left join institutions a on a.id = e.acquirer_id
      where e.target_id = $1
      order by e.event_date desc, e.id desc
      limit 1`,
    [id],
  );
  return event ? { kind: event.kind, on: event.on, acquirerName: event.acquirer_name ?? null } : null;
}
