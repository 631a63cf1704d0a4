import { unzipSync } from 'fflate';
import { unprocessable } from './app-error.js';

/** What an uploaded workbook may unpack to: far above a 20,000-row list, far below a zip bomb. */
export const XLSX_LIMITS = { uncompressedBytes: 64 * 1024 * 1024, entries: 500 } as const;

const TOO_LARGE =
  'The workbook unpacks to more than a spreadsheet of this size can hold. Save it as .csv and upload that.';

/**
 * Reads only the zip's directory (no entry is inflated) and refuses a workbook whose declared
 * contents exceed XLSX_LIMITS, before a parser would unpack it all into memory.
 */
export function assertWorkbookSize(data: Uint8Array): void {
  let bytes = 0;
  let entries = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        bytes += file.originalSize;
        entries += 1;
        return false;
      },
    });
  } catch {
    throw unprocessable(
      'The file could not be read as an Excel workbook. Save it as .xlsx or .csv and upload it again.',
    );
  }
  if (bytes > XLSX_LIMITS.uncompressedBytes || entries > XLSX_LIMITS.entries) throw unprocessable(TOO_LARGE);
}
