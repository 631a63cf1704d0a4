import type { SegmentFigures, StrategySegmentation } from '@fin-atlas/domain';
import type { SheetSpec } from '../downloads';
import { assets, count, EXCEL, share } from './figures';

type Column = {
  header: string;
  /** What the header means, for the screen's tooltip. */
  hint: string;
  kind: 'count' | 'assets' | 'share';
  value: (row: SegmentFigures) => number | null;
};

/** The figures of a segment, in the order the table and the Excel file show them. */
export const SEGMENT_COLUMNS: readonly Column[] = [
  {
    header: 'Institutions',
    hint: 'Institutions of the market in the segment',
    kind: 'count',
    value: (r) => r.institutions,
  },
  { header: 'Clients', hint: 'Your clients among them', kind: 'count', value: (r) => r.clients },
  { header: 'Non-clients', hint: 'The rest of the segment', kind: 'count', value: (r) => r.non_clients },
  { header: 'Assets', hint: 'Total assets of the segment', kind: 'assets', value: (r) => r.assets },
  {
    header: 'Client assets',
    hint: 'Total assets of your clients in it',
    kind: 'assets',
    value: (r) => r.client_assets,
  },
  {
    header: 'Non-client assets',
    hint: 'Total assets of the rest',
    kind: 'assets',
    value: (r) => r.non_client_assets,
  },
  {
    header: 'Share of market',
    hint: 'The segment’s institutions over the market’s',
    kind: 'share',
    value: (r) => r.market_share,
  },
  {
    header: 'Share of clients',
    hint: 'The segment’s clients over all your clients in the market',
    kind: 'share',
    value: (r) => r.client_share,
  },
  {
    header: 'Share of client assets',
    hint: 'The same by assets',
    kind: 'share',
    value: (r) => r.client_asset_share,
  },
  {
    header: 'Penetration',
    hint: 'Clients over the segment’s institutions',
    kind: 'share',
    value: (r) => r.penetration,
  },
  {
    header: 'Asset penetration',
    hint: 'Client assets over the segment’s assets',
    kind: 'share',
    value: (r) => r.asset_penetration,
  },
];

export const formatCell = (column: Column, value: number | null): string =>
  column.kind === 'count' ? count(value ?? 0) : column.kind === 'assets' ? assets(value) : share(value);

/** Segments, the institutions in none, then the market's total. */
export function segmentRows(
  view: StrategySegmentation,
): { name: string; figures: SegmentFigures; total?: true }[] {
  return [
    ...view.segments.map((s) => ({ name: s.name, figures: s })),
    ...(view.unsegmented ? [{ name: view.unsegmented.name, figures: view.unsegmented }] : []),
    { name: 'Total', figures: view.totals, total: true as const },
  ];
}

/** The Excel file of the view: one row per segment with every figure. */
export function segmentationSheet(view: StrategySegmentation): SheetSpec {
  return {
    kind: 'strategy_segmentation',
    sheetName: 'Segmentation',
    columns: [
      { header: view.segmentation.name, kind: 'text' },
      ...SEGMENT_COLUMNS.map((c) => ({ header: c.header, kind: 'value' as const, numFmt: EXCEL[c.kind] })),
    ],
    rows: [
      { heading: true, cells: [`${view.market.name}: clients from ${view.clients.name}`] },
      ...segmentRows(view).map((row) => ({
        cells: [row.name, ...SEGMENT_COLUMNS.map((c) => c.value(row.figures))],
      })),
    ],
  };
}
