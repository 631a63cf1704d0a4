import { EXCEL_NOTICE, EXCEL_PEER_COLUMNS } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  ASSETS,
  FIRST,
  HEADERS,
  metricRow,
  multiView,
  ROA,
  SECOND,
  viewPage,
} from '../../test/report-fixtures';
import { buildWorkbook, columnWidths, FINGERPRINT_SHEET, type SheetSpec } from '../downloads';
import {
  figureOfText,
  multiMetricSheet,
  multiServiceSheet,
  periodSheet,
  singleMetricSheet,
  singleServiceSheet,
} from './export-sheets';

const stamp = { fingerprint: 'FA-ABCDEFGHIJKL', notice: `${EXCEL_NOTICE} Ref FA-ABCDEFGHIJKL.` };

/** Writes the workbook as a file and reads it back, as a user's Excel would. */
async function roundTrip(spec: SheetSpec) {
  const written = await buildWorkbook(ExcelJS.Workbook, spec, stamp).xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(written as ArrayBuffer);
  return read;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('report workbook', () => {
  it('puts the notice with its fingerprint on the first row, the headers on the second', async () => {
    const book = await roundTrip(multiMetricSheet(multiView(), { name: 'Performance', showPeers: true }));
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(String(sheet.getCell('A1').value)).toMatch(new RegExp(`^${EXCEL_NOTICE.replace(/[.]/g, '\\.')}`));
    expect(String(sheet.getCell('A1').value)).toContain(stamp.fingerprint);
    expect(rowValues(sheet, 2)).toEqual(['ID', 'Institution', 'Metric', ...HEADERS, ...EXCEL_PEER_COLUMNS]);
    expect(book.keywords).toBe(stamp.fingerprint);
    const hidden = book.getWorksheet(FINGERPRINT_SHEET);
    expect(hidden?.state).toBe('veryHidden');
    expect(hidden?.getCell('A1').value).toBe(stamp.fingerprint);
  });

  it('sizes columns: id 10, figures 30, text at least 10', async () => {
    const spec = multiMetricSheet(multiView(), { name: 'Performance', showPeers: true });
    const widths = columnWidths(spec);
    expect(widths[0]).toBe(10);
    expect(widths.slice(3)).toEqual(Array(7).fill(30));
    expect(widths[1]).toBeGreaterThanOrEqual(10);
    expect(widths[2]).toBeGreaterThanOrEqual('Return on Assets'.length);
    const sheet = (await roundTrip(spec)).worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getColumn(1).width).toBe(10);
    expect(sheet.getColumn(4).width).toBe(30);
    const narrow = columnWidths({ columns: [{ header: 'St', kind: 'text' }], rows: [{ cells: ['OH'] }] });
    expect(narrow).toEqual([10]);
  });

  it('writes figures as numbers and anything not a number as NA', async () => {
    const sheet = (await roundTrip(multiMetricSheet(multiView(), { name: 'Performance', showPeers: true })))
      .worksheets[0] as ExcelJS.Worksheet;
    // Row 3 is the Profitability heading; row 4 the first bank's ROA, whose third quarter is missing.
    expect(sheet.getCell('A3').value).toBe('Profitability');
    expect(rowValues(sheet, 4)).toEqual([
      11,
      'First Bank',
      'Return on Assets',
      0.011,
      0.012,
      'NA',
      0.0125,
      0.013,
      0.011,
      71.5,
    ]);
    expect(sheet.getCell('D4').numFmt).toBe('0.00%');
    expect(sheet.getCell('J4').numFmt).toBe('0.0');
  });

  it('has five value columns, plus Peer and National Percentile only when peers are shown', () => {
    const without = multiMetricSheet(multiView(), { name: 'P', showPeers: false });
    expect(without.columns.filter((c) => c.kind === 'value')).toHaveLength(5);
    expect(without.columns.map((c) => c.header)).not.toContain('Peer');
    const withPeers = singleMetricSheet(multiView(), { name: 'P', metricId: ROA.id, showPeers: true });
    expect(withPeers.columns.filter((c) => c.kind === 'value').map((c) => c.header)).toEqual([
      ...HEADERS,
      ...EXCEL_PEER_COLUMNS,
    ]);
  });

  it('single metric: institutions, the peer median, then every peer', () => {
    const view = {
      ...multiView(),
      peer_table: [metricRow({ id: 50, name: 'Peer One' }, ROA, [0.02, 0.02, 0.02, 0.02, 'x' as never])],
    };
    const spec = singleMetricSheet(view, { name: 'ROA', metricId: ROA.id, showPeers: false });
    expect(spec.rows.map((r) => (r.heading ? r.cells[0] : r.cells[1]))).toEqual([
      'First Bank',
      'Second Bank',
      'Peer Median',
      'Peers',
      'Peer One',
    ]);
    expect(spec.rows[4]?.cells.at(-1)).toBe('x');
  });

  it('period: one column per metric from the formatted cells, read back to numbers', () => {
    const values = (roa: string, assets: string) => [
      {
        element_id: ROA.id,
        metric_id: ROA.id,
        name: ROA.name,
        value5: roa,
        peer_vendor_ratio: null,
        space: false,
      },
      {
        element_id: ASSETS.id,
        metric_id: ASSETS.id,
        name: ASSETS.name,
        value5: assets,
        peer_vendor_ratio: null,
        space: false,
      },
    ];
    const view = viewPage({
      report_view: 'period',
      metrics_list: [
        { id: ROA.id, name: ROA.name },
        { id: ASSETS.id, name: ASSETS.name },
      ],
      display_formats: { [String(ROA.id)]: 'P2', [String(ASSETS.id)]: 'C0M' },
      metrics: [metricRow(FIRST, ROA, [0.013], { metric_values: values('1.30%', '$540M') })],
      peer_table: [metricRow(SECOND, ROA, [null], { metric_values: values('NA', '-$1,220M') })],
    });
    const spec = periodSheet(view, { name: 'Period' });
    expect(spec.columns.map((c) => c.header)).toEqual([
      'ID',
      'Institution',
      'City',
      'State',
      ROA.name,
      ASSETS.name,
    ]);
    expect(spec.rows[0]?.cells.slice(4)).toEqual([0.013, 540_000]);
    expect(spec.rows[2]?.cells.slice(4)).toEqual(['NA', -1_220_000]);
  });

  it('reads formatted figures back as the numbers they show', () => {
    expect(figureOfText('12.34%', 'P2')).toBeCloseTo(0.1234);
    expect(figureOfText('-$1,234.50', 'C2')).toBe(-1234.5);
    expect(figureOfText('$1,235M', 'C0M')).toBe(1_235_000);
    expect(figureOfText('1,234', 'N0')).toBe(1234);
    expect(figureOfText('NA', 'N0')).toBe('NA');
    expect(figureOfText(3, 'N0')).toBe(3);
  });

  it('service sheets list vendor and product per institution and service', () => {
    const service = (id: number, name: string, label: string, ratio: number | null) => ({
      element_id: id,
      metric_id: id,
      name,
      value5: label,
      peer_vendor_ratio: ratio,
      space: false,
    });
    const view = viewPage({
      is_technographics_only: true,
      headers: ['Vendor - Product'],
      metrics: [
        metricRow(FIRST, { name: 'Core', format: 'N0' }, [], {
          metric_values: [
            service(1, 'Core Processing', 'Acme - Core One', 0.25),
            service(2, 'Mobile', 'None', null),
          ],
        }),
      ],
    });
    const multi = multiServiceSheet(view, { name: 'Tech', showPeers: true });
    expect(multi.rows.map((r) => r.cells)).toEqual([
      [11, 'First Bank', 'Core Processing', 'Acme - Core One', 0.25],
      [11, 'First Bank', 'Mobile', 'None', null],
    ]);
    const single = singleServiceSheet(
      {
        ...view,
        metrics: [
          metricRow(FIRST, { name: 'Core', format: 'N0' }, [], {
            metric_values: [service(1, 'Core Processing', 'Acme - Core One', 0.25)],
          }),
        ],
      },
      { name: 'Core', serviceId: 1 },
    );
    expect(single.columns.map((c) => c.header)).toEqual([
      'ID',
      'Institution',
      'City',
      'State',
      'Vendor - Product',
    ]);
    expect(single.rows[0]?.cells).toEqual([11, 'First Bank', 'Columbus', 'OH', 'Acme - Core One']);
  });
});
