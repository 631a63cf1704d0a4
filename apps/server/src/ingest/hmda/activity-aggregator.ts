import { HMDA_FIGURE_COUNT } from '@fin-atlas/domain';
import { Geographies, NATION } from './geographies.js';
import type { HmdaActivityRow } from './hmda-store.js';
import { RecordKinds } from './record-kinds.js';
import { SlotValueCounts, ValueDictionary } from './value-counts.js';

/**
 * Sums LAR records into the figures of `hmdaFigureIndex` per lender and geography (a "slot"): each
 * action's count and dollar volume, and for originations and purchased loans each breakdown's, plus
 * the value counts behind the median rate and amount of originations. Memory follows the number of
 * slots (lenders x geographies they lend in) and distinct values, never the number of records.
 *
 * Most slots see one or two records (a small lender's loans in a county), so a slot first keeps its
 * records as (kind, amount) pairs and gets a full row of figures only from its fifth record: the
 * figures of a national year take a fraction of what a full row per slot would.
 */

/** A record's geographies: indexes from `Geographies`, -1 when it has none at that level. */
export type LarPlace = { state: number; county: number; msa: number };

const ORIGINATED = 1;
const F = HMDA_FIGURE_COUNT;
/** Records a slot keeps as pairs before it gets a full row. */
const SPARSE = 4;
const PAGE_BITS = 11;
const PAGE_ROWS = 1 << PAGE_BITS;
const NOT_DENSE = -1;

function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, size: number): T {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

export class HmdaActivityAggregator {
  readonly geographies = new Geographies();
  readonly amounts = new ValueDictionary();
  readonly rates = new ValueDictionary();
  readonly kinds = new RecordKinds();
  private readonly rateCounts = new SlotValueCounts();
  private readonly amountCounts = new SlotValueCounts();
  private readonly slotsOf: Map<number, number>[] = [];
  private slotCount = 0;
  private slotLender = new Int32Array(1024);
  private slotGeography = new Int32Array(1024);
  private slotDense = new Int32Array(1024);
  private sparseLength = new Uint8Array(1024);
  private sparseKind = new Int32Array(1024 * SPARSE);
  private sparseAmount = new Float64Array(1024 * SPARSE);
  private readonly pages: Float64Array[] = [];
  private denseCount = 0;

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
      this.slotLender = grown(this.slotLender, slot + 1);
      this.slotGeography = grown(this.slotGeography, slot + 1);
      this.slotDense = grown(this.slotDense, slot + 1);
      this.sparseLength = grown(this.sparseLength, slot + 1);
      this.sparseKind = grown(this.sparseKind, (slot + 1) * SPARSE);
      this.sparseAmount = grown(this.sparseAmount, (slot + 1) * SPARSE);
      this.slotLender[slot] = lender;
      this.slotGeography[slot] = geography;
      this.slotDense[slot] = NOT_DENSE;
      slots.set(geography, slot);
    }
    return slot;
  }

  private addTo(figures: Float64Array, base: number, kind: number, amount: number) {
    const positions = this.kinds.positions[kind] as Int16Array;
    for (let k = 0; k < positions.length; k++) {
      const at = base + (positions[k] as number);
      figures[at] = (figures[at] as number) + 1;
      figures[at + 1] = (figures[at + 1] as number) + amount;
    }
  }

  /** Gives a slot its full row, with the records it kept as pairs. */
  private densify(slot: number): number {
    const row = this.denseCount++;
    if (row >> PAGE_BITS >= this.pages.length) this.pages.push(new Float64Array(PAGE_ROWS * F));
    const page = this.pages[row >> PAGE_BITS] as Float64Array;
    const base = (row & (PAGE_ROWS - 1)) * F;
    for (let i = slot * SPARSE; i < slot * SPARSE + (this.sparseLength[slot] as number); i++) {
      this.addTo(page, base, this.sparseKind[i] as number, this.sparseAmount[i] as number);
    }
    this.slotDense[slot] = row;
    return row;
  }

  private addToSlot(slot: number, kind: number, amount: number) {
    let row = this.slotDense[slot] as number;
    if (row === NOT_DENSE) {
      const n = this.sparseLength[slot] as number;
      if (n < SPARSE) {
        this.sparseKind[slot * SPARSE + n] = kind;
        this.sparseAmount[slot * SPARSE + n] = amount;
        this.sparseLength[slot] = n + 1;
        return;
      }
      row = this.densify(slot);
    }
    this.addTo(this.pages[row >> PAGE_BITS] as Float64Array, (row & (PAGE_ROWS - 1)) * F, kind, amount);
  }

  /**
   * Adds one record of `lender` (its `kind` from `kinds`) to the nation and its state, county and
   * MSA (indexes from `geographies`, -1 for none); `amountId` and `rateId` are ids of `amounts` and
   * `rates` (negative: not applicable).
   */
  add(lender: number, kind: number, action: number, place: LarPlace, amountId: number, rateId: number) {
    const amount = amountId >= 0 ? (this.amounts.values[amountId] as number) : 0;
    for (let g = 0; g < 4; g++) {
      const geography = g === 0 ? NATION : g === 1 ? place.state : g === 2 ? place.county : place.msa;
      if (geography < 0) continue;
      const slot = this.slotOf(lender, geography);
      this.addToSlot(slot, kind, amount);
      if (action === ORIGINATED) {
        if (rateId >= 0) this.rateCounts.add(slot, rateId);
        if (amountId >= 0) this.amountCounts.add(slot, amountId);
      }
    }
  }

  /** A slot's figures: a view of its full row, or a new row summed from its pairs. */
  private figuresOf(slot: number): Float64Array {
    const row = this.slotDense[slot] as number;
    if (row !== NOT_DENSE) {
      const base = (row & (PAGE_ROWS - 1)) * F;
      return (this.pages[row >> PAGE_BITS] as Float64Array).subarray(base, base + F);
    }
    const figures = new Float64Array(F);
    for (let i = slot * SPARSE; i < slot * SPARSE + (this.sparseLength[slot] as number); i++) {
      this.addTo(figures, 0, this.sparseKind[i] as number, this.sparseAmount[i] as number);
    }
    return figures;
  }

  /**
   * Slots in the table's key order (level, code, lender): the rows then go to the end of the
   * primary key index instead of all over it.
   */
  private keyOrder(lenderIds: readonly number[]): Int32Array {
    const { levels, codes } = this.geographies;
    const name = (g: number) => `${levels[g]} ${codes[g]}`;
    const rank = new Int32Array(levels.length);
    [...levels.keys()]
      .sort((a, b) => (name(a) < name(b) ? -1 : 1))
      .forEach((g, r) => {
        rank[g] = r;
      });
    const order = Int32Array.from({ length: this.slotCount }, (_, i) => i);
    const key = (slot: number) => rank[this.slotGeography[slot] as number] as number;
    const lender = (slot: number) => lenderIds[this.slotLender[slot] as number] as number;
    return order.sort((a, b) => key(a) - key(b) || lender(a) - lender(b));
  }

  /** The activity rows; `lenderIds[i]` is the lender id of lender index i. */
  *rows(lenderIds: readonly number[]): Generator<HmdaActivityRow> {
    const medianRates = this.rateCounts.medians(this.slotCount, this.rates.values);
    const medianAmounts = this.amountCounts.medians(this.slotCount, this.amounts.values);
    const { levels, codes } = this.geographies;
    const orNull = (v: number) => (Number.isNaN(v) ? null : v);
    for (const slot of this.keyOrder(lenderIds)) {
      const geography = this.slotGeography[slot] as number;
      yield {
        lenderId: lenderIds[this.slotLender[slot] as number] as number,
        geoLevel: levels[geography] as HmdaActivityRow['geoLevel'],
        geoCode: codes[geography] as string,
        figures: this.figuresOf(slot),
        medianRate: orNull(medianRates[slot] as number),
        medianAmount: orNull(medianAmounts[slot] as number),
      };
    }
  }
}
