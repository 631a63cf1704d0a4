import { cooperativeTurns } from '../../../compute/turns.js';
import type { Database } from '../../../db/database.js';
import { addQuarters, type Period } from '../../../metrics/periods.js';
import { type IdPages, readInPages } from './id-pages.js';
import type { PeriodScores } from './signal-scores.js';

/** A switch counts when it happens within this many quarters after the quarter an institution was scored. */
export const LIFT_HORIZON_QUARTERS = 4;

export type SwitchLift = {
  /** Institution-quarters at in_depth_research (using the solution then) whose window is complete. */
  cohort: number;
  in_depth_switch_rate: number | null;
  /** Institution-quarters of every scored institution using the solution then. */
  base_cohort: number;
  base_switch_rate: number | null;
  lift: number | null;
};

export const NO_LIFT: SwitchLift = {
  cohort: 0,
  in_depth_switch_rate: null,
  base_cohort: 0,
  base_switch_rate: null,
  lift: null,
};

/** Whether a quarter's switch window ends within the data (`latest` being the newest quarter). */
export const liftMeasurable = (period: Period, latest: Period): boolean =>
  addQuarters(period, LIFT_HORIZON_QUARTERS) <= latest;

type RecordRow = {
  institution_id: number;
  started_on: string;
  ended_on: string | null;
  competitive: boolean;
};

/** An institution's records of the solution: when each ran and whether it ended in a switch. */
type SolutionRecord = { startedOn: string; endedOn: string | null; competitive: boolean };

const usesAt = (records: readonly SolutionRecord[], period: Period) =>
  records.some((r) => r.startedOn <= period && (r.endedOn === null || r.endedOn > period));

const switchedWithin = (records: readonly SolutionRecord[], after: Period, through: Period) =>
  records.some((r) => r.competitive && r.endedOn !== null && r.endedOn > after && r.endedOn <= through);

/**
 * How well in-depth research foretold a switch: over the quarters t whose next four quarters are in
 * the data, the share of institutions at in_depth_research at t that switched the solution
 * competitively (a technographics record ended 'competitive') within (t, t + 4 quarters], against
 * the same share among every scored institution using the solution at t. Institutions with no
 * record of the solution at t are left out of both: nobody could see them switch.
 */
export async function measureSwitchLift(
  database: Database,
  solutionId: number,
  scored: readonly { period: Period; filers: ReadonlySet<number>; scores: PeriodScores['scores'] }[],
  latest: Period,
  pages: IdPages,
): Promise<SwitchLift> {
  const measured = scored.filter((s) => liftMeasurable(s.period, latest));
  if (measured.length === 0) return NO_LIFT;
  const rows = await readInPages(pages, (lo, hi) =>
    database.query<RecordRow>(
      `select institution_id, started_on::text as started_on, ended_on::text as ended_on,
              coalesce(end_reason = 'competitive', false) as competitive
         from institution_technographics
        where solution_id = $1 and has_service and institution_id between $2 and $3`,
      [solutionId, lo, hi],
    ),
  );
  const records = new Map<number, SolutionRecord[]>();
  for (const row of rows) {
    const record = { startedOn: row.started_on, endedOn: row.ended_on, competitive: row.competitive };
    const list = records.get(row.institution_id);
    if (list) list.push(record);
    else records.set(row.institution_id, [record]);
  }
  let base = 0;
  let baseSwitched = 0;
  let cohort = 0;
  let cohortSwitched = 0;
  const turn = cooperativeTurns();
  for (const { period, filers, scores } of measured) {
    const through = addQuarters(period, LIFT_HORIZON_QUARTERS);
    for (const [institutionId, list] of records) {
      await turn();
      if (!filers.has(institutionId) || !usesAt(list, period)) continue;
      const switched = switchedWithin(list, period, through);
      base++;
      if (switched) baseSwitched++;
      if (scores.get(institutionId)?.level === 'in_depth_research') {
        cohort++;
        if (switched) cohortSwitched++;
      }
    }
  }
  const inDepthRate = cohort > 0 ? cohortSwitched / cohort : null;
  const baseRate = base > 0 ? baseSwitched / base : null;
  return {
    cohort,
    in_depth_switch_rate: inDepthRate,
    base_cohort: base,
    base_switch_rate: baseRate,
    lift: inDepthRate !== null && baseRate !== null && baseRate > 0 ? inDepthRate / baseRate : null,
  };
}
