import { STRATEGY_LIMITS } from '@fin-atlas/domain';
import { unprocessable } from '../../../http/app-error.js';
import type { UploadedFile } from '../../../http/multipart-upload.js';

/** Every PDF starts with "%PDF-" (ISO 32000, the header); the name and the browser's word prove nothing. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

export const isPdf = (data: Buffer): boolean =>
  data.length > PDF_MAGIC.length && data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

export const NOT_A_PDF = 'Validation failed. The file is not a PDF: choose a PDF document.';

/** The uploaded file when it is a PDF within the size cap; a clear 422 otherwise. */
export function checkedPdf(file: UploadedFile | null): UploadedFile {
  if (!file || file.data.length === 0) throw unprocessable('Validation failed. Choose the PDF to publish.');
  if (file.data.length > STRATEGY_LIMITS.maxPublicationBytes) {
    throw unprocessable('Validation failed. The PDF is larger than 20 MB.');
  }
  if (!isPdf(file.data)) throw unprocessable(NOT_A_PDF);
  return file;
}

/** The name a download is saved under: the upload's name, reduced to safe characters, ending in .pdf. */
export function pdfFileName(uploaded: string): string {
  const base = uploaded
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${base || 'publication'}.pdf`;
}
