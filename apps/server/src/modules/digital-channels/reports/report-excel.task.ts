import { xlsxBytes } from '../../downloads/index.js';
import { type DigitalChannelsWorkbookInput, digitalChannelsWorkbook } from './report-excel.js';

/** On a compute worker: a digital channels report as .xlsx bytes. */
export function digitalChannelsXlsx(input: DigitalChannelsWorkbookInput): Promise<Uint8Array> {
  return xlsxBytes(digitalChannelsWorkbook(input));
}
