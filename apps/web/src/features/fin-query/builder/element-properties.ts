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

/** Where a market-area rule looks: branches in these states, counties or metropolitan areas. */
export const MARKET_KINDS = [
  { value: 'state', label: 'State' },
  { value: 'county', label: 'County' },
  { value: 'msa', label: 'MSA' },
] as const;
export type MarketKind = (typeof MARKET_KINDS)[number]['value'];

export type MarketElementProperties = { market_type: MarketKind; markets: string[] };

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
      return { vendor: false, product: false, has_service: false } satisfies TechnographicElementProperties;
    case 'contacts':
      return {
        roles: [],
        titles: [],
        has_email: false,
        exclude_fi: false,
      } satisfies ContactElementProperties;
    case 'market':
      return { market_type: 'state', markets: [] } satisfies MarketElementProperties;
    default:
      return undefined;
  }
}
