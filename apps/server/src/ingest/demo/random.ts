/**
 * A small, fast, seedable generator (mulberry32): the demo data set must be identical on every
 * machine and every run, so nothing here may touch Math.random.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  let spare: number | null = null;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random = {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** Normal by Box-Muller; each pair of uniforms gives two independent draws. */
    normal(mean = 0, sd = 1) {
      if (spare !== null) {
        const z = spare;
        spare = null;
        return mean + sd * z;
      }
      const r = Math.sqrt(-2 * Math.log(Math.max(next(), 1e-12)));
      const angle = 2 * Math.PI * next();
      spare = r * Math.sin(angle);
      return mean + sd * r * Math.cos(angle);
    },
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target <= 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last;
    },
    /** An independent stream for a sub-task, so adding draws in one place never shifts another. */
    fork: (salt: number) => createRandom((seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0),
  };
  return random;
}

export type Random = ReturnType<typeof createRandom>;

/**
 * A weighted pick over a fixed list, prepared once: the same choice `random.weighted` makes from the
 * same draw, found by binary search over cumulative weights instead of a scan of the whole list.
 */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) >= target) hi = mid;
      else lo = mid + 1;
    }
    const item = items[lo];
    if (item === undefined) throw new Error('weighted pick from an empty list');
    return item;
  };
}

/** FNV-1a: a stable 32-bit stream id for an institution, whatever its database id. */
export function streamOf(fiType: string, regulatoryId: string): number {
  let hash = 0x811c9dc5;
  const text = `${fiType}:${regulatoryId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A Poisson count (Knuth's method below 30, a rounded normal above): rare events per institution. */
export function poisson(random: Random, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 30) return Math.max(0, Math.round(random.normal(lambda, Math.sqrt(lambda))));
  const limit = Math.exp(-lambda);
  let k = 0;
  let p = random.next();
  while (p > limit) {
    k++;
    p *= random.next();
  }
  return k;
}
