import {
  ASSET_BANDS,
  FI_TYPES,
  INTENT_LEVELS,
  INTENT_LIMITS,
  type IntentFilters,
  type IntentInstitutionSort,
  type IntentLevel,
  US_STATES,
} from '@fin-atlas/domain';
import { positiveParam } from '../../ui/use-filter-params';

/** The filter parameters the signal screens keep in the URL, named as the API names them. */
export const FILTER_KEYS = ['solution_id', 'state', 'asset_band', 'fi_type', 'vendor_id'] as const;

const STATE_CODES = new Set(US_STATES.map((s) => s.code));
const BAND_IDS = new Set<number>(ASSET_BANDS.map((b) => b.id));

const idParam = (text: string | null): number | undefined => {
  const n = positiveParam(text, 0);
  return n > 0 ? n : undefined;
};

/** The filters of a signal screen's URL; a value the API would refuse is left out rather than sent. */
export function filtersFromParams(params: URLSearchParams): IntentFilters {
  const state = params.get('state')?.toUpperCase();
  const band = Number(params.get('asset_band'));
  const fiType = params.get('fi_type');
  const filters: IntentFilters = {
    solution_id: idParam(params.get('solution_id')),
    state: state && STATE_CODES.has(state) ? state : undefined,
    asset_band: BAND_IDS.has(band) ? band : undefined,
    fi_type: FI_TYPES.find((t) => t === fiType),
    vendor_id: idParam(params.get('vendor_id')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as IntentFilters;
}

/** 'all' lists every scored institution; otherwise the institutions at that level. */
export type LevelChoice = IntentLevel | 'all';

export function levelFromParam(text: string | null): LevelChoice | null {
  if (text === 'all') return 'all';
  return INTENT_LEVELS.find((l) => l === text) ?? null;
}

export const SORTS: readonly { value: IntentInstitutionSort; label: string }[] = [
  { value: 'score', label: 'Score, highest first' },
  { value: 'change', label: 'Rise since last quarter' },
  { value: 'assets', label: 'Total assets, largest first' },
  { value: 'name', label: 'Name, A to Z' },
];

export const PAGE_SIZES = [25, INTENT_LIMITS.pageSize, 100] as const;

/** The institutions call of a signal's view: its filters, level, sort and page, all from the URL. */
export function institutionsQueryFromParams(params: URLSearchParams, level: LevelChoice) {
  const sort = SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'score';
  const perPage = positiveParam(params.get('per_page'), INTENT_LIMITS.pageSize);
  return {
    ...filtersFromParams(params),
    ...(level === 'all' ? {} : { level }),
    sort,
    page: positiveParam(params.get('page'), 1),
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : INTENT_LIMITS.pageSize,
  };
}
