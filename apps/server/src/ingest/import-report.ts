import { type Progress, silentProgress } from './progress.js';
import type { Rejection } from './store/data-loads-writer.js';

export type ImportSource =
  | 'fdic-sdi'
  | 'ncua-5300'
  | 'fdic-sod'
  | 'fdic-history'
  | 'technographics'
  | 'enforcement'
  | 'hmda-panel'
  | 'hmda-lar'
  | 'job-postings'
  | 'site-pages'
  | 'contact-events'
  | 'digital-channels';

export type ImportOptions = {
  /** Progress display (the CLI passes a terminal bar); silent by default. */
  progress?: Progress;
  /** hmda-lar: the file holds some lenders only; replace their activity, keep the other lenders'. */
  lendersOnly?: boolean;
};

export type FileCount = { name: string; rows: number; rejected: number };

export type ImportResult = {
  source: ImportSource;
  /** The quarter (or survey date) loaded; null for undated sets (history). */
  period: string | null;
  /** Rows loaded: banks, credit unions, branches or events. */
  rowCount: number;
  rejectedCount: number;
  files: FileCount[];
  /**
   * The rejected rows with file, line and reason: every one, or the first ones when the importer
   * keeps a bounded number (`rejectedCount` counts them all); data_loads keeps the first 100.
   */
  rejections: Rejection[];
  warnings: string[];
  /** Other counts worth printing, e.g. { holdingCompanies: 4210, financialRows: 9522 }. */
  counts: Record<string, number>;
  startedAt: Date;
  durationMs: number;
};

/** A problem with the input as a whole (missing file, several quarters mixed): nothing is loaded. */
export class ImportError extends Error {
  override name = 'ImportError';
}

/** Collects what an import saw: per-file counts, rejections and warnings. */
export class ImportReport {
  readonly rejections: Rejection[] = [];
  readonly warnings: string[] = [];
  private readonly fileCounts = new Map<string, FileCount>();
  private rejectedCount = 0;
  /** How many rejections are kept with their line and reason; the others are only counted. */
  keepRejections = Number.POSITIVE_INFINITY;

  constructor(
    readonly source: ImportSource,
    readonly progress: Progress = silentProgress,
    readonly startedAt = new Date(),
  ) {}

  file(name: string): FileCount {
    let count = this.fileCounts.get(name);
    if (!count) {
      count = { name, rows: 0, rejected: 0 };
      this.fileCounts.set(name, count);
    }
    return count;
  }

  reject(file: string, line: number, reason: string) {
    this.rejectedCount++;
    if (this.rejections.length < this.keepRejections) this.rejections.push({ file, line, reason });
    this.file(file).rejected++;
  }

  warn(message: string) {
    this.warnings.push(message);
  }

  get files(): FileCount[] {
    return [...this.fileCounts.values()];
  }

  result(period: string | null, rowCount: number, counts: Record<string, number> = {}): ImportResult {
    return {
      source: this.source,
      period,
      rowCount,
      rejectedCount: this.rejectedCount,
      files: this.files,
      rejections: this.rejections,
      warnings: this.warnings,
      counts,
      startedAt: this.startedAt,
      durationMs: Date.now() - this.startedAt.getTime(),
    };
  }
}

/** Passes the bytes through, reporting how many went by (progress by bytes read). */
export async function* countingBytes(
  source: AsyncIterable<Uint8Array>,
  onBytes: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    onBytes(chunk.length);
    yield chunk;
  }
}
