import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EXCEL_NUMBER_FORMATS } from '@fin-atlas/domain';
import { cooperativeTurns } from '../../../compute/turns.js';
import { computeTask, runCompute } from '../../../compute/worker-pool.js';
import { csvLine } from '../../../http/csv.js';
import { csvNoticeLine, type DownloadStamp } from '../../downloads/index.js';
import type { QueryTable } from '../engine/query-engine.js';
import { columnLabels } from './column-labels.js';
import { fileCells } from './file-cells.js';
import type { QueryCell, writeQueryXlsx } from './query-xlsx.task.js';

const QUERY_XLSX = computeTask<typeof writeQueryXlsx>(
  new URL('./query-xlsx.task.js', import.meta.url),
  'writeQueryXlsx',
);

/** Lines gathered before they go out: one write per line would cost more than the lines. */
const CSV_CHUNK_CHARS = 64 * 1024;

const csvValue = (value: QueryCell): string | number | null =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;

/**
 * A CSV download, streamed: a byte-order mark (Excel then reads UTF-8), the notice with the
 * fingerprint, the header, then a line per row, built as the response drains and with a turn for
 * other requests every few milliseconds.
 */
export function stampedCsv(
  header: readonly string[],
  rows: Iterable<QueryCell[]>,
  stamp: DownloadStamp,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvNoticeLine(stamp)}${csvLine(header)}\r\n`;
    const turn = cooperativeTurns();
    let chunk = '';
    for (const row of rows) {
      chunk += `${csvLine(row.map(csvValue))}\r\n`;
      if (chunk.length >= CSV_CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
      await turn();
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines());
}

/** The engine's column-major table, a row at a time, as files give it. */
function* tableRows(table: QueryTable): Generator<QueryCell[]> {
  const width = table.columns.length;
  const cells = fileCells(table);
  for (let r = 0; r < table.positions.length; r++) {
    const row = new Array<QueryCell>(width);
    for (let c = 0; c < width; c++) row[c] = cells[c]?.[r] ?? null;
    yield row;
  }
}

/** The query's result as a streamed CSV. */
export const queryCsv = (table: QueryTable, stamp: DownloadStamp): Readable =>
  stampedCsv(columnLabels(table.columns), tableRows(table), stamp);

/**
 * The result as an .xlsx file: written on a compute worker by the streaming writer into a scratch
 * file, then streamed from disk, so neither thread holds the workbook; the file goes when sent.
 */
export async function queryWorkbook(
  table: QueryTable,
  stamp: DownloadStamp,
  sheetName: string,
): Promise<Readable> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fin-query-'));
  const file = path.join(dir, 'prospect-list.xlsx');
  const removeDir = () => rm(dir, { recursive: true, force: true });
  const labels = columnLabels(table.columns);
  try {
    await runCompute(QUERY_XLSX, {
      file,
      sheetName,
      columns: table.columns.map((c, i) => ({
        label: labels[i] ?? c.label,
        numFmt: c.format ? EXCEL_NUMBER_FORMATS[c.format] : null,
      })),
      cells: fileCells(table),
      stamp,
    });
  } catch (error) {
    await removeDir();
    throw error;
  }
  const stream = createReadStream(file);
  stream.once('close', () => void removeDir());
  return stream;
}
