import type { SqlSession } from '../store/index.js';
import { deleteHmdaActivity, type HmdaLenderRow } from './hmda-store.js';

/**
 * A new panel for a year can change which lender an LEI counts for (its bank has been loaded since,
 * a corrected RSSD). The year's activity is stored per lender, so it follows: a lender whose LEIs
 * all moved to one lender holding no activity of its own is moved whole; any other change removes
 * the activity of the lenders involved, which importing the year's LAR file again restores.
 */
export async function followPanelChanges(
  session: SqlSession,
  year: number,
  previous: readonly { lei: string; lender_id: number }[],
  lenders: readonly HmdaLenderRow[],
): Promise<{ moved: number; removed: number }> {
  const withActivity = new Set(
    (
      await session.query<{ lender_id: number }>(
        "select lender_id from hmda_activity where year = $1 and geo_level = 'nation'",
        [year],
      )
    ).map((r) => r.lender_id),
  );
  if (withActivity.size === 0) return { moved: 0, removed: 0 };
  const now = new Map(lenders.map((l) => [l.lei, l.lenderId]));
  /** Old lender -> the lenders its LEIs count for now (-1: the LEI left the panel). */
  const targets = new Map<number, Set<number>>();
  for (const row of previous) {
    const set = targets.get(row.lender_id) ?? new Set<number>();
    set.add(now.get(row.lei) ?? -1);
    targets.set(row.lender_id, set);
  }
  const arrivals = new Map<number, number>();
  for (const [from, set] of targets) {
    for (const to of set) if (to !== from) arrivals.set(to, (arrivals.get(to) ?? 0) + 1);
  }
  const moves: [number, number][] = [];
  const remove = new Set<number>();
  for (const [from, set] of targets) {
    if (!withActivity.has(from) || (set.size === 1 && set.has(from))) continue;
    const [to] = set;
    if (set.size === 1 && to !== undefined && to !== -1 && !withActivity.has(to) && arrivals.get(to) === 1) {
      moves.push([from, to]);
      continue;
    }
    remove.add(from);
    for (const other of set) if (other !== -1 && withActivity.has(other)) remove.add(other);
  }
  await deleteHmdaActivity(session, year, [...remove]);
  if (moves.length > 0) {
    await session.query(
      `update hmda_activity a set lender_id = m.to_id
         from unnest($2::int[], $3::int[]) as m(from_id, to_id)
        where a.year = $1 and a.lender_id = m.from_id`,
      [year, moves.map((m) => m[0]), moves.map((m) => m[1])],
    );
  }
  return { moved: moves.length, removed: remove.size };
}
