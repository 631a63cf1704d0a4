import { CONTENT_LIMITS, CONTENT_MESSAGES, type LogoContentType } from '@fin-atlas/domain';
import { unprocessable } from '../../../http/app-error.js';
import type { UploadedFile } from '../../../http/multipart-upload.js';
import { checkSvg } from './svg-safety.js';

// The signatures of the formats (PNG: ISO 15948 with its IHDR chunk first; JPEG: SOI then a marker).
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_FIRST_CHUNK = Buffer.from('IHDR', 'latin1');
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

const startsWith = (data: Buffer, prefix: Buffer, at = 0) =>
  data.length >= at + prefix.length && data.subarray(at, at + prefix.length).equals(prefix);

const isPng = (data: Buffer) => startsWith(data, PNG_SIGNATURE) && startsWith(data, PNG_FIRST_CHUNK, 12);
const isJpeg = (data: Buffer) => startsWith(data, JPEG_SIGNATURE);

function svgText(data: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
}

/**
 * The logo's type as its bytes show it; the file name and the browser's declared type prove
 * nothing, so a renamed document is refused here. An SVG must also pass the safety check.
 */
export function checkedLogo(file: UploadedFile | null): { data: Buffer; contentType: LogoContentType } {
  if (!file || file.data.length === 0) throw unprocessable(CONTENT_MESSAGES.chooseLogo);
  const { data } = file;
  if (data.length > CONTENT_LIMITS.maxLogoBytes) throw unprocessable(CONTENT_MESSAGES.logoTooLarge);
  if (isPng(data)) return { data, contentType: 'image/png' };
  if (isJpeg(data)) return { data, contentType: 'image/jpeg' };
  const text = svgText(data);
  if (text === null) throw unprocessable(CONTENT_MESSAGES.logoNotImage);
  const verdict = checkSvg(text);
  switch (verdict.kind) {
    case 'safe':
      return { data, contentType: 'image/svg+xml' };
    case 'unsafe':
      throw unprocessable(CONTENT_MESSAGES.svgUnsafe(verdict.what));
    case 'unreadable':
      throw unprocessable(CONTENT_MESSAGES.svgUnreadable);
    case 'not_svg':
      throw unprocessable(CONTENT_MESSAGES.logoNotImage);
  }
}
