import { NOT_AVAILABLE } from '../constants/number-formats.js';
import { toFiniteNumber } from './numeric.js';

/** Value for a spreadsheet cell: numbers stay numbers so Excel can sum them; anything else is "NA". */
export function toSpreadsheetValue(value: unknown): number | typeof NOT_AVAILABLE {
  return toFiniteNumber(value) ?? NOT_AVAILABLE;
}
