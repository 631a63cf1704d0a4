/** How long a loop may hold the event loop before it lets other requests in. */
const TURN_BUDGET_MS = 8;

/**
 * For loops that must run on the main thread (they fill the caller's own objects, or read the
 * embedded database, which lives there): `await turn()` inside the loop yields to waiting requests
 * once the loop has run for a few milliseconds, and costs nothing otherwise.
 */
export function cooperativeTurns(budgetMs = TURN_BUDGET_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    const now = performance.now();
    if (now - since < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}
