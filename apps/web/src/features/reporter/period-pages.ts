import type { ReportViewPage } from '@fin-atlas/domain';

/**
 * One period view out of its pages: the first page's figures with every page's peers, in page
 * order. A peer seen on two pages (the group changed between calls) is kept once.
 */
export function mergePeriodPages(pages: readonly ReportViewPage[]): ReportViewPage {
  const ordered = [...pages].sort((a, b) => a.page_no - b.page_no);
  const [first] = ordered;
  if (!first) throw new Error('A period view needs at least its first page.');
  const seen = new Set<number>();
  const peerTable = [];
  for (const page of ordered) {
    for (const row of page.peer_table) {
      if (seen.has(row.bank_id)) continue;
      seen.add(row.bank_id);
      peerTable.push(row);
    }
  }
  return { ...first, peer_table: peerTable, page_no: 1, page_count: ordered.length };
}

/**
 * The whole period view: page 1 says how many pages there are, the rest are asked for in
 * parallel (spec section 4), then merged.
 */
export async function fetchPeriodView(
  fetchPage: (pageNo: number) => Promise<ReportViewPage>,
): Promise<ReportViewPage> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.page_count - 1) }, (_, i) => fetchPage(i + 2)),
  );
  return mergePeriodPages([first, ...rest]);
}
