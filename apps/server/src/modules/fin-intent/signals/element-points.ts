import type { Database } from '../../../db/database.js';

/**
 * Each intent_evidence row carries the points its element earned for the institution at the quarter
 * (one row per record that earned them), so an element's points are the largest on its rows.
 */
const ELEMENT_POINTS = 'max(e.points)';

/** The same rule over an element's evidence rows already read. */
export const pointsOfRows = (rows: readonly { points: number }[]): number =>
  rows.reduce((most, r) => Math.max(most, r.points), 0);

export type ElementPoints = { institutionId: number; elementId: number; points: number };

/** The points each element earned for the given institutions of a signal at one quarter. */
export async function elementPoints(
  database: Database,
  signalId: number,
  period: string,
  institutionIds: readonly number[],
): Promise<ElementPoints[]> {
  if (institutionIds.length === 0) return [];
  const rows = await database.query<{ institution_id: number; element_id: number; points: number }>(
    `select e.institution_id, e.element_id, ${ELEMENT_POINTS} as points
       from intent_evidence e
      where e.signal_id = $1 and e.period = $2::date and e.institution_id = any($3::int[])
      group by e.institution_id, e.element_id`,
    [signalId, period, institutionIds],
  );
  return rows.map((r) => ({ institutionId: r.institution_id, elementId: r.element_id, points: r.points }));
}
