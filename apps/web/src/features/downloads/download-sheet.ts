import { downloadStampSchema } from '@fin-atlas/domain';
import { http } from '../../core/api/http';
import { buildWorkbook, dataRowCount, type SheetSpec } from './workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ExcelJS is large and only needed on a download, so it is fetched then, as its own chunk.
async function loadExcelJs() {
  const module = await import('exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
}

function saveFile(data: ArrayBuffer, fileName: string) {
  const url = URL.createObjectURL(new Blob([data], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download before the next task; revoking then is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Builds the sheet in the browser and saves it. The server logs the download first and hands back
 * the fingerprint, which the file carries in its notice row, properties and a hidden sheet.
 */
export async function downloadSheet(
  spec: SheetSpec,
  meta: { fileName: string; description: string; params: Record<string, unknown> },
): Promise<void> {
  const [ExcelJS, stamp] = await Promise.all([
    loadExcelJs(),
    http.post(
      '/api/downloads/stamp',
      {
        kind: spec.kind,
        description: meta.description,
        params: meta.params,
        file_name: meta.fileName,
        format: 'xlsx',
        row_count: dataRowCount(spec),
        // The page names the module the activity reports count the export under.
        page: window.location.pathname,
      },
      { schema: downloadStampSchema },
    ),
  ]);
  const workbook = buildWorkbook(ExcelJS.Workbook, spec, stamp);
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(buffer as ArrayBuffer, meta.fileName);
}

/** A file name without characters file systems refuse. */
export function exportFileName(parts: readonly string[]): string {
  const base = parts
    .filter(Boolean)
    .join(' - ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${base || 'Report'}.xlsx`;
}
