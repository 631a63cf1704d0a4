import {
  type ContactElementProperties,
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  EVIDENCE_SEARCH_LIMITS,
  type EvidenceSearchProperties,
  FIN_QUERY_LIMITS,
  MARKET_KINDS,
  type MarketElementProperties,
  type MarketKind,
  type MetricElementProperties,
  MORTGAGE_DEFAULTS,
  type QueryCatalogElement,
  SCOPE,
  type TechnographicElementProperties,
} from '@fin-atlas/domain';

export type PropertyKind = NonNullable<QueryCatalogElement['properties']>;

const MARKET_KIND_LABELS: Record<MarketKind, string> = { state: 'State', county: 'County', msa: 'MSA' };

/** Where a market-area measure looks: branches in these states, counties or metropolitan areas. */
export const MARKET_KIND_OPTIONS = MARKET_KINDS.map((value) => ({ value, label: MARKET_KIND_LABELS[value] }));

/** Markets one measure reads (each gives the element an output column). */
export const MAX_MARKETS = FIN_QUERY_LIMITS.maxMarketsPerElement;

/** Properties each kind of element starts with (the domain's defaults). */
export function defaultProperties(kind: PropertyKind | null): Record<string, unknown> | undefined {
  switch (kind) {
    case 'metric':
      return {
        set: DEFAULT_METRIC_SET_ID,
        span: DEFAULT_SPAN_ID,
        scope: SCOPE.SINGLE,
        is_global_setting: false,
      } satisfies Partial<MetricElementProperties>;
    case 'technographic':
      return {
        vendor: false,
        product: false,
        has_service: false,
        installed_years: null,
      } satisfies TechnographicElementProperties & { installed_years: null };
    case 'contacts':
      return {
        roles: [],
        titles: [],
        has_email: false,
        exclude_fi: false,
      } satisfies ContactElementProperties;
    case 'market':
      return { market: 'state', codes: [] } satisfies MarketElementProperties;
    case 'evidence_search':
      return {
        text: '',
        within_quarters: EVIDENCE_SEARCH_LIMITS.defaultQuarters,
        job_functions: [],
        seniorities: [],
      } satisfies EvidenceSearchProperties;
    case 'mortgage':
      // The year is left to the server (the latest loaded) until the user picks one.
      return {
        action_taken: MORTGAGE_DEFAULTS.action,
        output_type: MORTGAGE_DEFAULTS.output,
        filter_on: MORTGAGE_DEFAULTS.geo,
        filter_operator: null,
        filters: [],
      };
    case 'intent':
      return { min_score: null };
    default:
      return undefined;
  }
}

/** What an editor of one kind of element properties gets: the element, its properties and a patcher. */
export type ElementPropertiesEditorProps = {
  name: string;
  element: QueryCatalogElement;
  props: Record<string, unknown>;
  set: (patch: Record<string, unknown>) => void;
};

/** The strings of a stored list property (roles, titles, market codes). */
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
