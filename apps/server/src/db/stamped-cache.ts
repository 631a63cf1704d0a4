/**
 * Holds one value computed from the database until a cheap stamp of its source data changes. The
 * stamp is read at most once per `maxAgeMs`, so every API node notices data loaded by the CLI or
 * another node within that time without paying a query per request. Concurrent callers share one
 * stamp check and one computation; a failed computation is forgotten so the next call retries.
 */
export function stampedCache<T>(
  readStamp: () => Promise<string>,
  compute: () => Promise<T>,
  { maxAgeMs }: { maxAgeMs: number },
): () => Promise<T> {
  let current: { stamp: string; value: Promise<T> } | null = null;
  let checkedAt = 0;
  let checking: Promise<T> | null = null;

  async function check(): Promise<T> {
    const stamp = await readStamp();
    checkedAt = performance.now();
    if (current?.stamp !== stamp) {
      const entry = { stamp, value: compute() };
      current = entry;
      entry.value.catch(() => {
        if (current === entry) {
          current = null;
          checkedAt = 0;
        }
      });
    }
    return current.value;
  }

  return () => {
    if (current && performance.now() - checkedAt < maxAgeMs) return current.value;
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  };
}
