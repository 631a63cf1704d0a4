import {
  MARKET_AREA_ELEMENT as M,
  type MarketKind,
  marketElementPropertiesSchema,
  type QueryElementObject,
  type QueryOption,
  US_STATES,
} from '@fin-atlas/domain';
import type { MarketData, MarketMeasure } from './market-data.js';

const MAX_OPTIONS = 200;

export type PresenceElement = { kind: 'presence'; market: MarketKind; name: string; about: string };
export type MeasureElement = { kind: 'measure'; measure: MarketMeasure; name: string; about: string };
export type MarketElement = (PresenceElement | MeasureElement) & { id: number };

export const MARKET_ELEMENTS: readonly MarketElement[] = [
  {
    id: M.branchStates,
    kind: 'presence',
    market: 'state',
    name: 'Branch States',
    about: 'Institutions with at least one branch in any chosen state ("is none of": branches, none there).',
  },
  {
    id: M.branchCounties,
    kind: 'presence',
    market: 'county',
    name: 'Branch Counties',
    about: 'Institutions with at least one branch in any chosen county.',
  },
  {
    id: M.branchMsas,
    kind: 'presence',
    market: 'msa',
    name: 'Branch MSAs',
    about: 'Institutions with at least one branch in any chosen metropolitan area (CBSA).',
  },
  {
    id: M.depositShare,
    kind: 'measure',
    measure: 'share',
    name: 'Deposit Share in Market (%)',
    about:
      "The institution's branch deposits in the market over the deposits of every bank branch there (credit unions: of every credit union branch), in percent. Matches when the share in any chosen market meets the comparison.",
  },
  {
    id: M.marketBranches,
    kind: 'measure',
    measure: 'branches',
    name: 'Branches in Market',
    about: 'Branches the institution has in the market. Matches when any chosen market meets the comparison.',
  },
  {
    id: M.marketDeposits,
    kind: 'measure',
    measure: 'deposits',
    name: 'Deposits in Market ($000)',
    about:
      "The institution's branch deposits in the market, in thousands of dollars. Matches when any chosen market meets the comparison.",
  },
];

export const marketElementById = new Map(MARKET_ELEMENTS.map((e) => [e.id, e]));

export const MEASURE_COLUMN: Record<MarketMeasure, { label: string; format: 'P2' | 'N0' | 'C0' }> = {
  share: { label: 'Deposit share in', format: 'P2' },
  branches: { label: 'Branches in', format: 'N0' },
  deposits: { label: 'Deposits ($000) in', format: 'C0' },
};

/** Where the branches come from, said on every element: credit unions do not file the SOD. */
export function sourceNote(data: MarketData): string {
  const banks =
    data.years.bank === null
      ? 'No Summary of Deposits is loaded.'
      : `Branches of the FDIC Summary of Deposits, June 30, ${data.years.bank}; a holding company counts its banks' branches.`;
  const unions =
    data.years.credit_union === null
      ? 'Credit unions do not file the Summary of Deposits and have no branch sites loaded, so they never match.'
      : `Credit unions do not file the Summary of Deposits: they count through NCUA branch sites (${data.years.credit_union}), which may lack county, MSA and deposits, and are compared with credit unions only.`;
  return `${banks} ${unions}`;
}

export function marketProperties(object: QueryElementObject) {
  return marketElementPropertiesSchema.safeParse(object.element_properties ?? {});
}

/**
 * Markets of one kind as a picker lists them: narrowed by q (label or exact code) and, for
 * counties, a state; in label order, at most MAX_OPTIONS. `hintOf` says what is there.
 */
export function marketChoices<M extends { code: string; label: string }>(
  markets: Iterable<M>,
  kind: MarketKind,
  hintOf: (market: M) => string,
  q?: string,
  state?: string,
): QueryOption[] {
  const needle = q?.trim().toLowerCase() ?? '';
  const stateFips = state ? US_STATES.find((s) => s.code === state.toUpperCase())?.fips : undefined;
  const out: QueryOption[] = [];
  for (const market of markets) {
    if (stateFips && !(kind === 'county' && market.code.startsWith(stateFips))) continue;
    if (needle !== '' && !market.label.toLowerCase().includes(needle) && market.code.toLowerCase() !== needle)
      continue;
    out.push({ value: market.code, label: market.label, hint: hintOf(market) });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label)).slice(0, MAX_OPTIONS);
}

/** Markets of one kind present in the branch data, labelled, narrowed by q and a state. */
export function marketOptions(data: MarketData, kind: MarketKind, q?: string, state?: string): QueryOption[] {
  return marketChoices(
    data.markets[kind].values(),
    kind,
    (market) => {
      let direct = 0;
      for (const held of market.holders.values()) if (held.direct) direct++;
      return `${direct.toLocaleString('en-US')} institution${direct === 1 ? '' : 's'} with branches`;
    },
    q,
    state,
  );
}
