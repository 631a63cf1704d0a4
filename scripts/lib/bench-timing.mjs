// Timing helpers the bench sections share: a call's wall time, repeated calls, and their summary.

const percentile = (times, q) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** "p50 12.3 ms, p95 45.6 ms (n=30)" */
export const summary = (times) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (n=${times.length})`;

export async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** The wall time of `n` calls in a row, each handed its index. */
export async function repeat(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) times.push(await timed(() => fn(i)));
  return times;
}
