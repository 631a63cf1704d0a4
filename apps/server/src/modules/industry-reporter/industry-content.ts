import {
  effectiveSetId,
  INDUSTRY_REPORTER_LIMITS,
  type IndustryReportGroup,
  type IndustryReportMetric,
  type IndustryReportRow,
  type IndustryReportView,
  metricElementId,
  quarterLabel,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import { GROUP_STATS } from '../../analytics/group-pass.task.js';
import { metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { displayFormat } from '../../metrics/display-format.js';
import type { FinancialFiType, MetricDefinition } from '../../metrics/metric-definition.js';
import { addQuarters, type Period } from '../../metrics/periods.js';
import type { Actor } from '../identity/index.js';
import { type FiGroup, loadSegmentation, resolveFiGroups, splitBySegments } from '../segmentation/index.js';
import { groupNotes, type MemberFacts, memberFacts, membersFor } from './industry-members.js';
import type { IndustryReportSource } from './industry-report-source.js';

export const INDUSTRY_PERIODS = 5;
/**
 * Metrics are computed in chunks, a progress step each: at least seven chunks when there are seven
 * metrics or more (steps of ten points or less between 20 and 90), at most six metrics per chunk.
 */
const MIN_STEPS = 7;
const MAX_METRICS_PER_STEP = 6;

type Chunk = { type: FinancialFiType; indexes: number[] };

function metricChunks(types: readonly FinancialFiType[]): Chunk[] {
  const size = Math.min(MAX_METRICS_PER_STEP, Math.max(1, Math.ceil(types.length / MIN_STEPS)));
  return [...new Set(types)].flatMap((type) => {
    const indexes = types.flatMap((t, m) => (t === type ? [m] : []));
    return Array.from({ length: Math.ceil(indexes.length / size) }, (_, c) => ({
      type,
      indexes: indexes.slice(c * size, (c + 1) * size),
    }));
  });
}

/** What a run stores: the view without the run itself. */
export type IndustryResult = Omit<IndustryReportView, 'run'>;

export type IndustryRequest = {
  actor: Actor;
  fiGroups: readonly string[];
  segmentationId: number | null;
  report: IndustryReportSource;
  span: SpanId;
  set: SetId;
};

/** A row of the report and its members: a group's total, or one of its segments. */
type RowMembers = IndustryReportRow & { ids: readonly number[] };

/** The groups and the segment set, checked as the caller may use them (what a POST validates). */
export async function resolveSelection(
  database: Database,
  actor: Actor,
  fiGroups: readonly string[],
  segmentationId: number | null,
) {
  const groups = await resolveFiGroups(database, actor, fiGroups);
  const segmentation =
    segmentationId === null ? null : await loadSegmentation(database.db, actor, segmentationId);
  if (segmentation && segmentation.segments.length > INDUSTRY_REPORTER_LIMITS.maxSegments) {
    throw unprocessable(
      `Validation failed. An industry report splits groups into at most ${INDUSTRY_REPORTER_LIMITS.maxSegments} segments.`,
    );
  }
  return { groups, segmentation };
}

/**
 * The formula each metric is computed with: the report's type when the metric has it, else the
 * metric's only one; a report for every type reads the type most of the members are.
 */
function formulaTypes(
  metrics: readonly MetricDefinition[],
  report: IndustryReportSource,
  creditUnionMajority: boolean,
): FinancialFiType[] {
  const preferred: FinancialFiType =
    report.fiType === 'both' ? (creditUnionMajority ? 'credit_union' : 'bank') : report.fiType;
  return metrics.map((m) =>
    m.formulas[preferred] ? preferred : preferred === 'bank' ? 'credit_union' : 'bank',
  );
}

/** The five quarter ends shown, oldest first, ending at the latest quarter the types read have data for. */
async function periodsFor(database: Database, types: ReadonlySet<FinancialFiType>): Promise<Period[]> {
  const fiTypes = [...types].flatMap((t) => (t === 'bank' ? ['bank', 'bhc'] : ['credit_union']));
  const [row] = await database.query<{ period: string | null }>(
    'select max(latest_period)::text as period from institutions where fi_type = any($1::text[])',
    [fiTypes],
  );
  const latest = row?.period;
  if (!latest) return [];
  return Array.from({ length: INDUSTRY_PERIODS }, (_, i) => addQuarters(latest, i - (INDUSTRY_PERIODS - 1)));
}

async function isDemoData(database: Database): Promise<boolean> {
  const [row] = await database.query<{ demo: boolean | null }>(
    'select bool_or(is_demo) as demo from data_loads',
  );
  return row?.demo === true;
}

/** Each group's total row, then a row per segment when a set splits them. */
async function reportRows(
  database: Database,
  actor: Actor,
  groups: readonly FiGroup[],
  segmentation: Awaited<ReturnType<typeof resolveSelection>>['segmentation'],
  facts: ReadonlyMap<number, MemberFacts>,
): Promise<{ rows: RowMembers[]; unsegmented: number[] }> {
  const rows: RowMembers[] = [];
  const unsegmented: number[] = [];
  const counted = (ids: readonly number[]) => ({
    bank: membersFor(ids, 'bank', facts).length,
    credit_union: membersFor(ids, 'credit_union', facts).length,
  });
  for (const [g, group] of groups.entries()) {
    rows.push({
      key: `${g}:total`,
      group_index: g,
      segment_id: null,
      name: 'Total',
      members: counted(group.ids),
      ids: group.ids,
    });
    if (!segmentation) {
      unsegmented.push(0);
      continue;
    }
    const split = await splitBySegments(database, actor, segmentation, group.ids);
    for (const segment of split.segments) {
      rows.push({
        key: `${g}:${segment.id}`,
        group_index: g,
        segment_id: segment.id,
        name: segment.name,
        members: counted(segment.ids),
        ids: segment.ids,
      });
    }
    unsegmented.push(split.unsegmented.length);
  }
  return { rows, unsegmented };
}

/**
 * Computes an industry report: every metric of the report for every group's total and segments over
 * five quarters, each cell the group's aggregate (as one consolidated institution) with the
 * members' quartiles and count. `onStep` hears the progress (0-100) and what is being done.
 */
export async function industryContent(
  database: Database,
  request: IndustryRequest,
  onStep: (progress: number, status: string) => Promise<void>,
): Promise<IndustryResult> {
  const { actor, report, span } = request;
  const { groups, segmentation } = await resolveSelection(
    database,
    actor,
    request.fiGroups,
    request.segmentationId,
  );
  const facts = await memberFacts(
    database,
    groups.flatMap((g) => g.ids),
  );
  await onStep(15, segmentation ? `Splitting the groups by ${segmentation.name}` : 'Reading the groups');
  const { rows, unsegmented } = await reportRows(database, actor, groups, segmentation, facts);
  const metrics = report.metrics.map((m) => m.metric);
  const creditUnions = [...facts.values()].filter((f) => f.fiType === 'credit_union').length;
  const types = formulaTypes(metrics, report, creditUnions * 2 > facts.size);
  const typesRead = new Set(types);
  const periods = await periodsFor(database, typesRead);
  const values = rows.map(() =>
    metrics.map(() => periods.map((): (number | null)[] => [null, null, null, null, 0])),
  );
  const chunks = metricChunks(types);
  const service = metricServiceFor(database);
  let computed = 0;
  for (const [c, chunk] of chunks.entries()) {
    await onStep(
      20 + Math.round((70 * c) / chunks.length),
      `Computing metrics ${computed + 1} to ${computed + chunk.indexes.length} of ${metrics.length}`,
    );
    computed += chunk.indexes.length;
    const groupsOfType = rows.map((row) => membersFor(row.ids, chunk.type, facts));
    const members = [...new Set(groupsOfType.flat())].map((id) => ({
      id,
      fiType: facts.get(id)?.fiType ?? 'bank',
    }));
    if (members.length === 0 || periods.length === 0) continue;
    const answer = await service.groupAggregates({
      metricIds: chunk.indexes.map((m) => (metrics[m] as MetricDefinition).id),
      type: chunk.type,
      members,
      groups: groupsOfType,
      periods,
      span,
      set: request.set,
    });
    fillValues(values, answer.values, chunk.indexes, periods.length);
  }
  await onStep(90, 'Assembling the report');
  return {
    report: { id: report.id, name: report.name },
    segmentation: segmentation && { id: segmentation.id, name: segmentation.name },
    periods,
    headers: periods.map(quarterLabel),
    span_id: span,
    set_id: effectiveSetId(request.set, typesRead.has('bank') ? 'bank' : 'credit_union') as SetId,
    demo: await isDemoData(database),
    groups: groups.map(
      (group, g): IndustryReportGroup => ({
        ref: group.ref,
        name: group.name,
        kind: group.kind,
        fi_type: group.fiType,
        member_count: group.ids.length,
        unsegmented_count: unsegmented[g] ?? 0,
        notes: groupNotes(group.ids, facts, typesRead),
      }),
    ),
    rows: rows.map(({ ids: _ids, ...row }) => row),
    metrics: report.metrics.map(
      ({ metric, header }, m): IndustryReportMetric => ({
        id: metric.id,
        element_id: metricElementId(metric.id),
        name: metric.name,
        header,
        format: displayFormat(metric),
        formula_type: types[m] as FinancialFiType,
        higher_is_better: metric.higherIsBetter,
        definition: metric.definition,
      }),
    ),
    values,
  };
}

/** Copies a pass's flat answer ([row][metric of the chunk][period][stat]) into the report's cells. */
function fillValues(
  values: (number | null)[][][][],
  flat: Float64Array,
  indexes: readonly number[],
  periods: number,
): void {
  const stats = GROUP_STATS.length;
  values.forEach((byMetric, r) => {
    indexes.forEach((m, i) => {
      for (let p = 0; p < periods; p++) {
        const at = ((r * indexes.length + i) * periods + p) * stats;
        const cell = byMetric[m]?.[p] as (number | null)[];
        for (let s = 0; s < stats; s++) {
          const v = flat[at + s] as number;
          cell[s] = Number.isFinite(v) ? v : null;
        }
      }
    });
  });
}
