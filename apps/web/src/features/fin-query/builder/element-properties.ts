import {
  type ContactElementProperties,
  DEFAULT_METRIC_SET_ID,
  DEFAULT_SPAN_ID,
  type MetricElementProperties,
  type QueryCatalogElement,
  SCOPE,
  type TechnographicElementProperties,
} from '@fin-atlas/domain';

export type PropertyKind = NonNullable<QueryCatalogElement['properties']>;

/** Where a market-area measure looks: branches in these states, counties or metropolitan areas. */
export const MARKET_KIND_OPTIONS = [
  { value: 'state', label: 'State' },
  { value: 'county', label: 'County' },
  { value: 'msa', label: 'MSA' },
] as const;
export type MarketKind = (typeof MARKET_KIND_OPTIONS)[number]['value'];

/** The market-area provider's properties: one kind of market and the codes chosen. */
export type MarketElementProperties = { market: MarketKind; codes: string[] };

/** Markets one measure reads (each gives the element an output column). */
export const MAX_MARKETS = 20;

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
    default:
      return undefined;
  }
}

/** The strings of a stored list property (roles, titles, market codes). */
export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
