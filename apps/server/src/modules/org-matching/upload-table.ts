import { ORG_UPLOAD_LIMITS } from '@fin-atlas/domain';
import { computeTask, runCompute } from '../../compute/worker-pool.js';
import { unprocessable } from '../../http/app-error.js';
import { assertWorkbookSize } from '../../http/xlsx-guard.js';
import { type ColumnRoles, detectColumns, headerScore, type ListKind } from './column-roles.js';
import type { SheetRecord, sheetRecords, textRecords } from './upload-table.task.js';

export type UploadedRow = { line: number; values: string[] };
export type UploadedTable = { header: string[]; roles: ColumnRoles; rows: UploadedRow[] };

type RawRecord = SheetRecord;

// A title block ("Attendee list, March 2026") may sit above the header; it is never this long.
const HEADER_SEARCH_ROWS = 30;
const MAX = ORG_UPLOAD_LIMITS;

const isZip = (data: Buffer) => data.length > 4 && data[0] === 0x50 && data[1] === 0x4b;
const isLegacyExcel = (data: Buffer) =>
  data.length > 8 && data[0] === 0xd0 && data[1] === 0xcf && data[2] === 0x11 && data[3] === 0xe0;

function looksLikeText(data: Buffer): boolean {
  const sample = data.subarray(0, 8192);
  if (sample[0] === 0xff && sample[1] === 0xfe) return true;
  return !sample.includes(0);
}

const TASKS = new URL('./upload-table.task.js', import.meta.url);
const SHEET_RECORDS = computeTask<typeof sheetRecords>(TASKS, 'sheetRecords');
const TEXT_RECORDS = computeTask<typeof textRecords>(TASKS, 'textRecords');

/** The workbook is parsed on a compute worker; only its size check (the zip directory) runs here. */
async function xlsxRecords(data: Buffer): Promise<RawRecord[]> {
  assertWorkbookSize(data);
  const result = await runCompute(SHEET_RECORDS, {
    data,
    maxRecords: MAX.maxRows + HEADER_SEARCH_ROWS,
    maxColumns: MAX.maxColumns + 1,
  });
  if (result.unreadable) {
    throw unprocessable(
      'The file could not be read as an Excel workbook. Save it as .xlsx or .csv and upload it again.',
    );
  }
  return result.records;
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** Blank headers get a name and repeated ones a number, so every column keeps its own key. */
function uniqueHeader(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, i) => {
    const base = cell.trim() || `Column ${i + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/**
 * The uploaded attendee or account list as a header and rows: CSV (comma or tab, quoted fields,
 * a byte-order mark, UTF-8 or Windows-1252) or XLSX (first visible sheet). The header is the first
 * of the top rows that names an organisation column, so title lines above it are skipped.
 */
export async function readUploadedTable(
  data: Buffer,
  fileName: string,
  kind: ListKind,
): Promise<UploadedTable> {
  if (data.length === 0) throw unprocessable('The file is empty.');
  if (data.length > MAX.maxBytes)
    throw unprocessable('The file is larger than 10 MB. Split it and upload the parts.');
  if (isLegacyExcel(data)) {
    throw unprocessable(
      'Old Excel (.xls) files are not supported. Save the file as .xlsx or .csv and upload it again.',
    );
  }
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  let records: RawRecord[];
  if (isZip(data)) {
    records = await xlsxRecords(data);
  } else if (['csv', 'txt', 'tsv', ''].includes(extension) && looksLikeText(data)) {
    // Ten megabytes of CSV is a few hundred milliseconds of parsing: a worker's, not the event loop's.
    records = await runCompute(TEXT_RECORDS, data);
  } else {
    throw unprocessable('Upload a CSV or XLSX file.');
  }
  const filled = records.filter((r) => !isBlank(r.cells));
  if (filled.length === 0) throw unprocessable('The file is empty.');

  let headerAt = -1;
  let bestScore = 0;
  for (let i = 0; i < Math.min(filled.length, HEADER_SEARCH_ROWS); i++) {
    const cells = (filled[i] as RawRecord).cells;
    const { score } = headerScore(cells);
    if (detectColumns(cells, kind).organization !== undefined && score > bestScore) {
      headerAt = i;
      bestScore = score;
    }
  }
  if (headerAt < 0) {
    throw unprocessable(
      'No organisation column found. Head the column with the organisation names Organization, Company, Institution or Account Name.',
    );
  }
  const headerRecord = filled[headerAt] as RawRecord;
  let width = headerRecord.cells.length;
  while (width > 0 && !headerRecord.cells[width - 1]?.trim()) width--;
  if (width > MAX.maxColumns) throw unprocessable(`The file has more than ${MAX.maxColumns} columns.`);
  const header = uniqueHeader(headerRecord.cells.slice(0, width));
  const roles = detectColumns(header, kind);

  const rows: UploadedRow[] = [];
  for (const record of filled.slice(headerAt + 1)) {
    const values = header.map((_, i) => {
      const cell = (record.cells[i] ?? '').trim();
      return cell.length > MAX.maxCellLength ? cell.slice(0, MAX.maxCellLength) : cell;
    });
    if (isBlank(values)) continue;
    rows.push({ line: record.line, values });
    if (rows.length > MAX.maxRows) {
      throw unprocessable(
        `The file has more than ${MAX.maxRows.toLocaleString('en-US')} rows. Split it and upload the parts.`,
      );
    }
  }
  if (rows.length === 0) throw unprocessable('The file has a header but no rows.');
  return { header, roles, rows };
}
