import ExcelJS from 'exceljs';
import { ByteDecoder, DelimitedParser } from '../../ingest/io/delimited.js';

export type SheetRecord = { line: number; cells: string[] };

export type SheetRecordsInput = {
  /** The uploaded workbook (already checked by assertWorkbookSize on the main thread). */
  data: Uint8Array;
  /** Rows past this many are skipped (one more is kept, so the caller sees the file is too long). */
  maxRecords: number;
  /** Columns read of each row. */
  maxColumns: number;
};

/** The records of the first visible sheet, or `unreadable` when the file is no workbook. */
export type SheetRecordsResult = { unreadable: true } | { unreadable: false; records: SheetRecord[] };

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('error' in value) return '';
    if ('result' in value) {
      const result = value.result;
      return result instanceof Date ? result.toISOString().slice(0, 10) : String(result ?? '');
    }
  }
  return cell.text ?? '';
}

/**
 * On a compute worker: loads an uploaded workbook and reads its first visible sheet that has rows,
 * every cell as the text the user sees (dates as ISO days, formulas as their result).
 */
export async function sheetRecords({
  data,
  maxRecords,
  maxColumns,
}: SheetRecordsInput): Promise<SheetRecordsResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ArrayBuffer,
    );
  } catch {
    return { unreadable: true };
  }
  const sheet = workbook.worksheets.find((s) => s.state === 'visible' && s.actualRowCount > 0);
  if (!sheet) return { unreadable: false, records: [] };
  const records: SheetRecord[] = [];
  const columns = Math.min(sheet.columnCount, maxColumns);
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (records.length > maxRecords) return;
    const cells: string[] = [];
    for (let c = 1; c <= columns; c++) cells.push(cellText(row.getCell(c)));
    records.push({ line: rowNumber, cells });
  });
  return { unreadable: false, records };
}

function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  const decoder = new ByteDecoder();
  return decoder.decode(data) + decoder.end();
}

/** On a compute worker: the records of an uploaded CSV or tab-separated text. */
export function textRecords(data: Uint8Array): SheetRecord[] {
  const parser = new DelimitedParser();
  const text = decodeText(data);
  const records = [...parser.push(text), ...parser.end()];
  return records.map((r) => ({ line: r.line, cells: r.fields }));
}
