import { PEER_PAGE_SIZE, type ReportViewPage } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { metricRow, ROA, viewPage } from '../../test/report-fixtures';
import { fetchPeriodView, mergePeriodPages } from './period-pages';

const peers = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => metricRow({ id: from + i, name: `Peer ${from + i}` }, ROA, [0.01]));

const page = (pageNo: number, pageCount: number, rows = peers((pageNo - 1) * PEER_PAGE_SIZE + 1, 3)) =>
  viewPage({
    report_view: 'period',
    page_no: pageNo,
    page_count: pageCount,
    total_peers: 1200,
    peer_table: rows,
  });

describe('period view pages', () => {
  it('merges pages in page order whatever order they arrive in', () => {
    const merged = mergePeriodPages([page(3, 3), page(1, 3), page(2, 3)]);
    expect(merged.peer_table.map((r) => r.bank_id)).toEqual([1, 2, 3, 501, 502, 503, 1001, 1002, 1003]);
    expect(merged.page_count).toBe(3);
    expect(merged.total_peers).toBe(1200);
  });

  it('keeps a peer seen on two pages once', () => {
    const merged = mergePeriodPages([page(1, 2, peers(1, 3)), page(2, 2, peers(3, 2))]);
    expect(merged.peer_table.map((r) => r.bank_id)).toEqual([1, 2, 3, 4]);
  });

  it('asks for page 1, then every other page at once', async () => {
    const asked: number[] = [];
    let inFlight = 0;
    let most = 0;
    const fetchPage = async (pageNo: number): Promise<ReportViewPage> => {
      asked.push(pageNo);
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight--;
      return page(pageNo, 4);
    };
    const merged = await fetchPeriodView(fetchPage);
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(most).toBe(3);
    expect(merged.peer_table).toHaveLength(12);
  });

  it('needs only one call for a single page', async () => {
    const asked: number[] = [];
    await fetchPeriodView(async (n) => {
      asked.push(n);
      return page(n, 1);
    });
    expect(asked).toEqual([1]);
  });
});
