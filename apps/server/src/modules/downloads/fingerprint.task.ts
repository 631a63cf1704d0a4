import ExcelJS from 'exceljs';
import { FINGERPRINT_PATTERN, HIDDEN_SHEET } from './fingerprint-marks.js';

/** The text of a cell however Excel stored it after a re-save: plain, rich text, hyperlink or formula. */
function cellText(value: ExcelJS.CellValue): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText))
      return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value && typeof value.result === 'string') return value.result;
  }
  return '';
}

/**
 * On a compute worker: the fingerprint in a workbook (already checked by assertWorkbookSize), or
 * null. Read from the document properties first, then the hidden sheet and the notice, so a file
 * that lost one of them (re-saved, notice row deleted, sheets copied out) is still traced.
 */
export async function workbookFingerprint(file: Uint8Array): Promise<string | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(file.buffer, file.byteOffset, file.byteLength) as unknown as ArrayBuffer,
    );
  } catch {
    return null;
  }
  for (const property of [workbook.keywords, workbook.description]) {
    const found = property?.match(FINGERPRINT_PATTERN)?.[0];
    if (found) return found;
  }
  const sheets = [...workbook.worksheets].sort(
    (a, b) => Number(b.name === HIDDEN_SHEET) - Number(a.name === HIDDEN_SHEET),
  );
  for (const sheet of sheets) {
    let found: string | null = null;
    sheet.eachRow((row) => {
      if (found) return;
      row.eachCell((cell) => {
        if (!found) found = cellText(cell.value).match(FINGERPRINT_PATTERN)?.[0] ?? null;
      });
    });
    if (found) return found;
  }
  return null;
}
