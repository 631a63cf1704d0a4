import { ownCopy, parseNumeric } from '../io/values.js';

/**
 * Exact medians over millions of records in memory that follows distinct values, not rows: every
 * distinct text of a value ("6.875", "255000") gets a small id once, and each slot (a lender in a
 * geography) keeps how often it saw each id, in one open-addressing table of typed arrays.
 */

/** The value is not applicable: NA, Exempt or empty. */
export const NO_VALUE = -1;
/** The text is not a number. */
export const BAD_VALUE = -2;

/** Distinct value texts -> ids; each text is parsed once. */
export class ValueDictionary {
  private readonly ids = new Map<string, number>();
  readonly values: number[] = [];

  /** The id of a number, NO_VALUE for NA / Exempt / empty, BAD_VALUE for anything else. */
  id(raw: string): number {
    let id = this.ids.get(raw);
    if (id === undefined) {
      id = this.classify(raw);
      this.ids.set(ownCopy(raw), id);
    }
    return id;
  }

  private classify(raw: string): number {
    const text = raw.trim();
    if (text === '' || text === 'NA' || text.toLowerCase() === 'exempt') return NO_VALUE;
    const value = parseNumeric(text);
    if (value === null || Number.isNaN(value) || value < 0) return BAD_VALUE;
    this.values.push(value);
    return this.values.length - 1;
  }
}

const EMPTY = -1;

/** (slot, value id) -> count. */
export class SlotValueCounts {
  private capacity = 1 << 12;
  private size = 0;
  private slots = new Int32Array(this.capacity).fill(EMPTY);
  private ids = new Int32Array(this.capacity);
  private counts = new Int32Array(this.capacity);

  private static hash(slot: number, id: number): number {
    let h = Math.imul(slot, 0x9e3779b1) ^ Math.imul(id + 1, 0x85ebca77);
    h ^= h >>> 15;
    return Math.imul(h, 0x2c1b3c6d) >>> 0;
  }

  add(slot: number, id: number) {
    const mask = this.capacity - 1;
    let i = SlotValueCounts.hash(slot, id) & mask;
    for (;;) {
      const s = this.slots[i] as number;
      if (s === EMPTY) {
        this.slots[i] = slot;
        this.ids[i] = id;
        this.counts[i] = 1;
        if (++this.size * 10 > this.capacity * 7) this.grow();
        return;
      }
      if (s === slot && this.ids[i] === id) {
        (this.counts[i] as number)++;
        return;
      }
      i = (i + 1) & mask;
    }
  }

  private grow() {
    const { slots, ids, counts } = this;
    this.capacity *= 2;
    this.slots = new Int32Array(this.capacity).fill(EMPTY);
    this.ids = new Int32Array(this.capacity);
    this.counts = new Int32Array(this.capacity);
    const mask = this.capacity - 1;
    for (let j = 0; j < slots.length; j++) {
      const slot = slots[j] as number;
      if (slot === EMPTY) continue;
      let i = SlotValueCounts.hash(slot, ids[j] as number) & mask;
      while (this.slots[i] !== EMPTY) i = (i + 1) & mask;
      this.slots[i] = slot;
      this.ids[i] = ids[j] as number;
      this.counts[i] = counts[j] as number;
    }
  }

  /**
   * The median value of every slot below `slotCount` (NaN when it saw none): the middle value, or
   * the mean of the two middle values when the count is even.
   */
  medians(slotCount: number, values: readonly number[]): Float64Array {
    // Group the entries by slot (counting sort), then walk each slot's values in order.
    const start = new Int32Array(slotCount + 1);
    for (let i = 0; i < this.capacity; i++) {
      const slot = this.slots[i] as number;
      if (slot !== EMPTY) (start[slot + 1] as number)++;
    }
    for (let s = 0; s < slotCount; s++) start[s + 1] = (start[s + 1] as number) + (start[s] as number);
    const fill = start.slice(0, slotCount);
    const groupIds = new Int32Array(this.size);
    const groupCounts = new Int32Array(this.size);
    for (let i = 0; i < this.capacity; i++) {
      const slot = this.slots[i] as number;
      if (slot === EMPTY) continue;
      const at = (fill[slot] as number)++;
      groupIds[at] = this.ids[i] as number;
      groupCounts[at] = this.counts[i] as number;
    }
    const out = new Float64Array(slotCount).fill(Number.NaN);
    const order: number[] = [];
    for (let s = 0; s < slotCount; s++) {
      const from = start[s] as number;
      const to = start[s + 1] as number;
      if (from === to) continue;
      order.length = 0;
      let total = 0;
      for (let k = from; k < to; k++) {
        order.push(k);
        total += groupCounts[k] as number;
      }
      order.sort(
        (a, b) => (values[groupIds[a] as number] as number) - (values[groupIds[b] as number] as number),
      );
      out[s] = middle(order, groupIds, groupCounts, values, total);
    }
    return out;
  }
}

function middle(
  order: readonly number[],
  ids: Int32Array,
  counts: Int32Array,
  values: readonly number[],
  total: number,
): number {
  const low = Math.floor((total - 1) / 2);
  const high = Math.floor(total / 2);
  let seen = 0;
  let lowValue = Number.NaN;
  for (const k of order) {
    const value = values[ids[k] as number] as number;
    const next = seen + (counts[k] as number);
    if (low >= seen && low < next) lowValue = value;
    if (high >= seen && high < next) return (lowValue + value) / 2;
    seen = next;
  }
  return lowValue;
}
