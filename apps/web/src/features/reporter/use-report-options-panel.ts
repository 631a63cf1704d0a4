import { MESSAGES } from '@fin-atlas/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { currentSidePanel, hideSidePanel, showSidePanel, subscribeToSidePanel } from '../../core/side-panel';

/**
 * Keeps the shell's 'Report Options' panel filled with `content` while the page is open. The shell
 * empties the panel on every navigation after the new page's effects ran, possibly before this
 * page rendered again, so the page listens to the panel itself and refills it whenever it empties.
 */
export function useReportOptionsPanel(content: ReactNode): void {
  const latest = useRef(content);
  latest.current = content;

  useEffect(() => {
    showSidePanel({ title: MESSAGES.report.reportOptions, content });
  }, [content]);

  useEffect(() => {
    const refill = () => {
      if (currentSidePanel() === null) {
        showSidePanel({ title: MESSAGES.report.reportOptions, content: latest.current });
      }
    };
    const unsubscribe = subscribeToSidePanel(refill);
    refill();
    return () => {
      unsubscribe();
      hideSidePanel();
    };
  }, []);
}
