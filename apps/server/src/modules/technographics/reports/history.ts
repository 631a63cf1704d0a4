import type { TimelinePoint, WinsLossesYear } from '@fin-atlas/domain';
import type { AssetLookup } from './asset-history.js';
import { type ReportScope, rowInScope, type UsageRow } from './report-scope.js';

/** Active on a date: started on or before it, not yet ended (an interval ends the day it names). */
const activeOn = (row: UsageRow, date: string) =>
  row.started_on <= date && (row.ended_on === null || row.ended_on > date);

/** Clients and their assets at each quarter end: institutions counted once however many rows. */
export function timeline(
  rows: readonly UsageRow[],
  scope: ReportScope,
  periods: readonly string[],
  assetsAt: AssetLookup,
): TimelinePoint[] {
  const own = rows.filter((row) => rowInScope(scope, row));
  return periods.map((period) => {
    const clients = new Set<number>();
    for (const row of own) if (activeOn(row, period)) clients.add(row.institution_id);
    let assets = 0;
    for (const id of clients) assets += assetsAt(id, period) ?? 0;
    return { period, clients: clients.size, assets };
  });
}

/** A switch seen from the report's entity, by ids; names are looked up for the ones shown. */
export type SwitchRef = {
  date: string;
  direction: 'win' | 'loss' | 'switch';
  institutionId: number;
  solutionId: number;
  from: UsageRow | null;
  to: UsageRow | null;
};

export type WinsLossesResult = { years: WinsLossesYear[]; switches: SwitchRef[] };

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Per year: new clients, and clients lost to a competitor, to consolidation (merger or failure) or
 * because the institution stopped offering the service. Rows are every interval of the
 * (institution, solution) pairs the entity ever served, so the row before a win and the row after
 * a loss tell where a client came from and went. Changes within the entity (a vendor's client
 * moving between its own products) are neither. Events on or before `baseline`, where the history
 * begins, are the starting position, not wins.
 */
export function winsAndLosses(
  rows: readonly UsageRow[],
  scope: ReportScope,
  baseline: string,
  lastYear: number,
): WinsLossesResult {
  const firstYear = yearOf(baseline);
  const years = new Map<number, WinsLossesYear>();
  for (let year = firstYear; year <= Math.max(firstYear, lastYear); year++) {
    years.set(year, {
      year,
      new_clients: 0,
      competitive_losses: 0,
      consolidation_losses: 0,
      discontinued: 0,
    });
  }
  const switches: SwitchRef[] = [];
  const counted = (date: string | null): WinsLossesYear | undefined =>
    date !== null && date > baseline ? years.get(yearOf(date)) : undefined;

  const pairs = new Map<string, UsageRow[]>();
  for (const row of rows) {
    const key = `${row.institution_id}:${row.solution_id}`;
    const list = pairs.get(key);
    if (list) list.push(row);
    else pairs.set(key, [row]);
  }

  for (const sequence of pairs.values()) {
    sequence.sort((a, b) => a.started_on.localeCompare(b.started_on) || a.id - b.id);
    sequence.forEach((row, i) => {
      const prev = sequence[i - 1] ?? null;
      const next = sequence[i + 1] ?? null;
      if (scope.kind === 'service') {
        serviceEvents(row, prev, next, counted, switches);
        return;
      }
      if (!rowInScope(scope, row)) return;
      const startYear = counted(row.started_on);
      if (startYear && !(prev && rowInScope(scope, prev))) {
        startYear.new_clients += 1;
        if (prev?.has_service) switches.push(switchRef(row.started_on, 'win', prev, row));
      }
      const endYear = counted(row.ended_on);
      if (endYear && row.ended_on !== null && !(next && rowInScope(scope, next))) {
        if (row.end_reason === 'consolidation') endYear.consolidation_losses += 1;
        else if (next?.has_service || row.end_reason === 'competitive') {
          endYear.competitive_losses += 1;
          if (next?.has_service) switches.push(switchRef(row.ended_on, 'loss', row, next));
        } else endYear.discontinued += 1;
      }
    });
  }
  switches.sort((a, b) => b.date.localeCompare(a.date) || a.institutionId - b.institutionId);
  return { years: [...years.values()], switches };
}

/**
 * For a solution: adopting it is a new client; moving to another vendor (or in-house) is a switch,
 * counted as competitive; a new product of the same vendor is neither. Ending it is consolidation
 * or discontinuation.
 */
function serviceEvents(
  row: UsageRow,
  prev: UsageRow | null,
  next: UsageRow | null,
  counted: (date: string | null) => WinsLossesYear | undefined,
  switches: SwitchRef[],
): void {
  if (!row.has_service) return;
  const startYear = counted(row.started_on);
  if (startYear) {
    if (!prev?.has_service) startYear.new_clients += 1;
    else if (prev.vendor_id !== row.vendor_id) {
      startYear.competitive_losses += 1;
      switches.push(switchRef(row.started_on, 'switch', prev, row));
    }
  }
  const endYear = counted(row.ended_on);
  if (endYear && row.ended_on !== null && !next?.has_service) {
    if (row.end_reason === 'consolidation') endYear.consolidation_losses += 1;
    else endYear.discontinued += 1;
  }
}

function switchRef(date: string, direction: SwitchRef['direction'], from: UsageRow, to: UsageRow): SwitchRef {
  return { date, direction, institutionId: to.institution_id, solutionId: to.solution_id, from, to };
}
