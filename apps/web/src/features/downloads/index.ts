// Downloads: the fingerprinted Excel files the browser builds, the download log and the read-back
// of who downloaded a file.
export { downloadSheet, exportFileName } from './download-sheet';
export { DOWNLOADS_ROUTES } from './routes';
export {
  buildWorkbook,
  columnWidths,
  FINGERPRINT_SHEET,
  type SheetColumn,
  type SheetColumnKind,
  type SheetRow,
  type SheetSpec,
  type Stamp,
} from './workbook';
