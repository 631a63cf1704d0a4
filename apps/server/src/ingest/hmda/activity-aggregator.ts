import {
  HMDA_ACTIONS,
  HMDA_BREAKDOWNS,
  HMDA_DETAILED_ACTIONS,
  HMDA_FIGURE_COUNT,
  type HmdaAction,
  hmdaFigureIndex,
} from '@fin-atlas/domain';
import { Geographies, NATION } from './geographies.js';
import type { HmdaActivityRow } from './hmda-store.js';
import { SlotValueCounts, ValueDictionary } from './value-counts.js';

/**
 * Sums LAR records into the figures of `hmdaFigureIndex` per lender and geography (a "slot"): each
 * action's count and dollar volume, and for originations and purchased loans each breakdown's, plus
 * the value counts behind the median rate and amount of originations. Memory follows the number of
 * slots (lenders x geographies they lend in) and distinct values, never the number of records.
 */

/** The codes a record carries, as small whole numbers (-1 when absent or not a code). */
export type LarCodes = {
  action: number;
  loanType: number;
  purpose: number;
  lien: number;
  occupancy: number;
  purchaser: number;
};

/** A record's geographies: indexes from `Geographies`, -1 when it has none at that level. */
export type LarPlace = { state: number; county: number; msa: number };

export const BREAKDOWN_FIELDS = [
  'loan_type',
  'loan_purpose',
  'lien_status',
  'occupancy_type',
  'purchaser_type',
] as const;
const CODE_KEYS = ['loanType', 'purpose', 'lien', 'occupancy', 'purchaser'] as const;
const MAX_CODE = 100;
const ORIGINATED = 1;

/** Count positions of the actions each action_taken code counts toward. */
const ACTION_POSITIONS: number[][] = Array.from({ length: MAX_CODE }, (_, code) =>
  HMDA_ACTIONS.filter((a) => (a.codes as readonly number[]).includes(code)).map((a) =>
    hmdaFigureIndex(a.key, 'count'),
  ),
);

/** Per action_taken code, field and field code: the breakdown count positions it adds to. */
const DETAIL_POSITIONS: number[][][][] = Array.from({ length: MAX_CODE }, (_, action) => {
  const detailed = HMDA_ACTIONS.filter(
    (a) =>
      (HMDA_DETAILED_ACTIONS as readonly HmdaAction[]).includes(a.key) &&
      (a.codes as readonly number[]).includes(action),
  );
  return BREAKDOWN_FIELDS.map((field) =>
    Array.from({ length: MAX_CODE }, (_, code) =>
      detailed.flatMap((a) =>
        HMDA_BREAKDOWNS.filter((b) => b.field === field && (b.codes as readonly number[]).includes(code)).map(
          (b) => hmdaFigureIndex(a.key, 'count', b.key),
        ),
      ),
    ),
  );
});

const PAGE_BITS = 11;
const PAGE_SLOTS = 1 << PAGE_BITS;
const F = HMDA_FIGURE_COUNT;

export class HmdaActivityAggregator {
  readonly geographies = new Geographies();
  readonly amounts = new ValueDictionary();
  readonly rates = new ValueDictionary();
  private readonly rateCounts = new SlotValueCounts();
  private readonly amountCounts = new SlotValueCounts();
  private readonly pages: Float64Array[] = [];
  private slotLender = new Int32Array(PAGE_SLOTS);
  private slotGeography = new Int32Array(PAGE_SLOTS);
  private slotCount = 0;
  private readonly slotsOf: Map<number, number>[] = [];
  private readonly positions = new Int32Array(64);

  /** Lenders (their indexes) with at least one record. */
  get lenders(): number[] {
    return this.slotsOf.flatMap((slots, lender) => (slots ? [lender] : []));
  }

  get slots(): number {
    return this.slotCount;
  }

  private slotOf(lender: number, geography: number): number {
    let slots = this.slotsOf[lender];
    if (!slots) {
      slots = new Map();
      this.slotsOf[lender] = slots;
    }
    let slot = slots.get(geography);
    if (slot === undefined) {
      slot = this.slotCount++;
      if (slot >> PAGE_BITS >= this.pages.length) this.pages.push(new Float64Array(PAGE_SLOTS * F));
      if (slot >= this.slotLender.length) {
        const lenders = new Int32Array(this.slotLender.length * 2);
        lenders.set(this.slotLender);
        this.slotLender = lenders;
        const geographies = new Int32Array(this.slotGeography.length * 2);
        geographies.set(this.slotGeography);
        this.slotGeography = geographies;
      }
      this.slotLender[slot] = lender;
      this.slotGeography[slot] = geography;
      slots.set(geography, slot);
    }
    return slot;
  }

  /** The figure count positions one record adds to (its amount goes one position further). */
  private positionsOf(codes: LarCodes): number {
    const { positions } = this;
    let n = 0;
    for (const p of ACTION_POSITIONS[codes.action] ?? []) positions[n++] = p;
    const detail = DETAIL_POSITIONS[codes.action];
    if (detail) {
      for (let f = 0; f < CODE_KEYS.length; f++) {
        const code = codes[CODE_KEYS[f] as (typeof CODE_KEYS)[number]];
        if (code < 0 || code >= MAX_CODE) continue;
        for (const p of detail[f]?.[code] ?? []) positions[n++] = p;
      }
    }
    return n;
  }

  /**
   * Adds one record of `lender` to the nation and its state, county and MSA (indexes from
   * `geographies`, -1 for none); `amountId` and `rateId` are ids of `amounts` and `rates`
   * (negative: not applicable).
   */
  add(lender: number, codes: LarCodes, place: LarPlace, amountId: number, rateId: number) {
    const n = this.positionsOf(codes);
    const amount = amountId >= 0 ? (this.amounts.values[amountId] as number) : 0;
    const originated = codes.action === ORIGINATED;
    for (let g = 0; g < 4; g++) {
      const geography = g === 0 ? NATION : g === 1 ? place.state : g === 2 ? place.county : place.msa;
      if (geography < 0) continue;
      const slot = this.slotOf(lender, geography);
      const page = this.pages[slot >> PAGE_BITS] as Float64Array;
      const base = (slot & (PAGE_SLOTS - 1)) * F;
      for (let k = 0; k < n; k++) {
        const at = base + (this.positions[k] as number);
        page[at] = (page[at] as number) + 1;
        page[at + 1] = (page[at + 1] as number) + amount;
      }
      if (originated) {
        if (rateId >= 0) this.rateCounts.add(slot, rateId);
        if (amountId >= 0) this.amountCounts.add(slot, amountId);
      }
    }
  }

  /** The activity rows; `lenderIds[i]` is the lender id of lender index i. */
  *rows(lenderIds: readonly number[]): Generator<HmdaActivityRow> {
    const medianRates = this.rateCounts.medians(this.slotCount, this.rates.values);
    const medianAmounts = this.amountCounts.medians(this.slotCount, this.amounts.values);
    const { levels, codes } = this.geographies;
    const orNull = (v: number) => (Number.isNaN(v) ? null : v);
    for (let slot = 0; slot < this.slotCount; slot++) {
      const page = this.pages[slot >> PAGE_BITS] as Float64Array;
      const base = (slot & (PAGE_SLOTS - 1)) * F;
      const geography = this.slotGeography[slot] as number;
      yield {
        lenderId: lenderIds[this.slotLender[slot] as number] as number,
        geoLevel: levels[geography] as HmdaActivityRow['geoLevel'],
        geoCode: codes[geography] as string,
        figures: page.subarray(base, base + F),
        medianRate: orNull(medianRates[slot] as number),
        medianAmount: orNull(medianAmounts[slot] as number),
      };
    }
  }
}
