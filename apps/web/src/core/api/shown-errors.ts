const shown = new WeakSet<object>();

/**
 * Records that the screen which made a call put its failure in front of the user (a form message,
 * an inline alert, its own toast), so the global handler does not add a default toast on top.
 * `errorMessage`, `describeFailure` and `notifyError` record it; a screen that words a failure
 * itself calls this.
 */
export function markErrorShown(error: unknown): void {
  if (typeof error === 'object' && error !== null) shown.add(error);
}

export function wasErrorShown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shown.has(error);
}
