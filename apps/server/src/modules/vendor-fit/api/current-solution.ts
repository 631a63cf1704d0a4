import type { FitCurrentSolution } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { currentUse, fitSubject } from './fit-subject.js';

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** Whole years and tenths since the contract started, as of `asOf`. */
export function contractAgeYears(startedOn: string, asOf: Date): number {
  const years = (asOf.getTime() - Date.parse(`${startedOn}T00:00:00Z`)) / YEAR_MS;
  return Math.max(0, Math.round(years * 10) / 10);
}

/**
 * GET /api/fit_profile/current_solution: what the institution runs for the solution today (vendor,
 * product, since when) or null fields when nothing is on record.
 */
export async function currentSolution(
  database: Database,
  query: { institutionId: number; solutionId: number },
  asOf: Date = new Date(),
): Promise<FitCurrentSolution> {
  const [solution] = await database.query<{ id: number; name: string }>(
    'select id, name from solutions where id = $1',
    [query.solutionId],
  );
  if (!solution) throw notFound('Solution not found.');
  await fitSubject(database, query.institutionId);
  const use = await currentUse(database, query.institutionId, query.solutionId);
  return {
    solution: { id: Number(solution.id), name: solution.name },
    has_service: use?.hasService ?? null,
    use: use?.use ?? null,
    vendor: use?.vendor ?? null,
    product: use?.product ?? null,
    started_on: use?.startedOn ?? null,
    contract_age_years: use ? contractAgeYears(use.startedOn, asOf) : null,
  };
}
