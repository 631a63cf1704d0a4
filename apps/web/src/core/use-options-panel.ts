import { type ReactNode, useEffect } from 'react';
import { hideSidePanel, showSidePanel, useSidePanel } from './side-panel';

export const REPORT_OPTIONS_TITLE = 'Report Options';

/**
 * Fills the shell's 'Report Options' side panel while the page is open. The shell empties the panel
 * on every navigation, after the new page's own effects ran, so the panel is filled again whenever
 * it is found empty. `deps` say when the content changes (the content itself is a new element on
 * every render, which would refill the panel endlessly).
 */
export function useOptionsPanel(
  content: () => ReactNode,
  deps: readonly unknown[],
  options: { wide?: boolean } = {},
): void {
  const missing = useSidePanel() === null;
  const wide = options.wide === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps stand for what the content shows.
  useEffect(() => {
    showSidePanel({ title: REPORT_OPTIONS_TITLE, content: content(), wide });
  }, [missing, wide, ...deps]);
  useEffect(() => hideSidePanel, []);
}
