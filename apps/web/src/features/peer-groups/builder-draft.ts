import type {
  FiType,
  NumberFormatCode,
  PeerGroupBuilder,
  PeerGroupCriteria,
  PeerGroupCriteriaInput,
  PeerGroupKind,
  PeerGroupRangeId,
  PeerGroupThemeId,
} from '@fin-atlas/domain';

/** What a number box holds: a number, or nothing typed. */
export type Bound = number | '';

export type RangeDraft = { min: Bound; max: Bound };

/** Bounds of a percent metric are typed in percent (25 for 25%) and sent as fractions. */
export type MetricRowDraft = {
  key: string;
  theme: PeerGroupThemeId;
  metricId: string | null;
  min: Bound;
  max: Bound;
};

export type OfferingRowDraft = {
  key: string;
  solutionId: number | null;
  vendorId: number | null;
  productId: number | null;
};

export type PickedInstitution = { id: number; name: string; city: string | null; state: string | null };

export type BuilderDraft = {
  builder: PeerGroupBuilder;
  name: string;
  description: string;
  shared: boolean;
  picks: PickedInstitution[];
  fiType: FiType | null;
  states: string[];
  assetBands: number[];
  ranges: Record<PeerGroupRangeId, RangeDraft>;
  metricRows: MetricRowDraft[];
  offeringRows: OfferingRowDraft[];
};

const emptyRange = (): RangeDraft => ({ min: '', max: '' });

export function emptyDraft(builder: PeerGroupBuilder = 'quick', fiType: FiType | null = null): BuilderDraft {
  return {
    builder,
    name: '',
    description: '',
    shared: false,
    picks: [],
    fiType,
    states: [],
    assetBands: [],
    ranges: { assets: emptyRange(), deposit_accounts: emptyRange(), branches: emptyRange() },
    metricRows: [],
    offeringRows: [],
  };
}

let nextKey = 0;
export const rowKey = (): string => `row-${++nextKey}`;

/** A metric's unit as the builder shows it: percent formats are typed as percent points. */
export const isPercentFormat = (format: NumberFormatCode | undefined): boolean =>
  format?.startsWith('P') ?? false;

const toNumber = (bound: Bound): number | null => (bound === '' ? null : bound);
const round = (n: number) => Math.round(n * 1e9) / 1e9;

function toWire(bound: Bound, percent: boolean): number | null {
  const n = toNumber(bound);
  return n === null ? null : percent ? round(n / 100) : n;
}

function fromWire(n: number | null, percent: boolean): Bound {
  return n === null ? '' : percent ? round(n * 100) : n;
}

const hasBound = (r: { min: Bound; max: Bound }) => r.min !== '' || r.max !== '';

/**
 * The criteria a draft describes. Quick search sends its picks and simple filters; advanced search
 * its type, states, ranges and complete rows (a row without a metric, bounds or any choice is
 * still being filled in and does not filter yet).
 */
export function draftCriteria(
  draft: BuilderDraft,
  formatOf: (metricId: string) => NumberFormatCode | undefined,
): PeerGroupCriteriaInput {
  if (draft.builder === 'quick') {
    return {
      institution_ids: draft.picks.map((p) => p.id),
      fi_type: draft.fiType,
      states: draft.states,
      asset_bands: draft.assetBands as PeerGroupCriteria['asset_bands'],
    };
  }
  const ranges: NonNullable<PeerGroupCriteriaInput['ranges']> = {};
  for (const [id, range] of Object.entries(draft.ranges) as [PeerGroupRangeId, RangeDraft][]) {
    if (hasBound(range)) ranges[id] = { min: toNumber(range.min), max: toNumber(range.max) };
  }
  return {
    fi_type: draft.fiType,
    states: draft.states,
    ranges,
    metric_rows: draft.metricRows
      .filter((r): r is MetricRowDraft & { metricId: string } => r.metricId !== null && hasBound(r))
      .map((r) => {
        const percent = isPercentFormat(formatOf(r.metricId));
        return {
          theme: r.theme,
          metric_id: r.metricId,
          min: toWire(r.min, percent),
          max: toWire(r.max, percent),
        };
      }),
    offering_rows: draft.offeringRows
      .filter((r) => r.solutionId !== null || r.vendorId !== null || r.productId !== null)
      .map((r) => ({ solution_id: r.solutionId, vendor_id: r.vendorId, product_id: r.productId })),
  };
}

/** The draft to edit a saved group with; picked institutions are named from what the caller knows. */
export function draftFromSaved(
  saved: {
    name: string;
    description: string | null;
    shared: boolean;
    /** A FIN Query group is never edited here (its query is); it would open as a quick search. */
    builder: PeerGroupKind;
    criteria: PeerGroupCriteria;
  },
  formatOf: (metricId: string) => NumberFormatCode | undefined,
  known: (id: number) => PickedInstitution | undefined,
): BuilderDraft {
  const c = saved.criteria;
  const range = (r: { min: number | null; max: number | null } | undefined): RangeDraft =>
    r ? { min: r.min ?? '', max: r.max ?? '' } : emptyRange();
  return {
    builder: saved.builder === 'advanced' ? 'advanced' : 'quick',
    name: saved.name,
    description: saved.description ?? '',
    shared: saved.shared,
    picks: c.institution_ids.map(
      (id) => known(id) ?? { id, name: `Institution ${id}`, city: null, state: null },
    ),
    fiType: c.fi_type,
    states: c.states,
    assetBands: c.asset_bands,
    ranges: {
      assets: range(c.ranges.assets),
      deposit_accounts: range(c.ranges.deposit_accounts),
      branches: range(c.ranges.branches),
    },
    metricRows: c.metric_rows.map((r) => {
      const percent = isPercentFormat(formatOf(r.metric_id));
      return {
        key: rowKey(),
        theme: r.theme,
        metricId: r.metric_id,
        min: fromWire(r.min, percent),
        max: fromWire(r.max, percent),
      };
    }),
    offeringRows: c.offering_rows.map((r) => ({
      key: rowKey(),
      solutionId: r.solution_id,
      vendorId: r.vendor_id,
      productId: r.product_id,
    })),
  };
}

/** Problems the user can fix before the server is asked, in the server's words. */
export function draftProblems(draft: BuilderDraft): string[] {
  const problems: string[] = [];
  const upsideDown = (r: { min: Bound; max: Bound }) => r.min !== '' && r.max !== '' && r.min > r.max;
  if ([...Object.values(draft.ranges), ...draft.metricRows].some(upsideDown)) {
    problems.push('The minimum must not be above the maximum.');
  }
  if (draft.builder === 'advanced' && draft.fiType === null) {
    problems.push('Choose an FI type for an advanced search.');
  }
  return problems;
}
