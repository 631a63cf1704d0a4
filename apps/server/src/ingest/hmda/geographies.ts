import { type HmdaGeoLevel, US_STATES } from '@fin-atlas/domain';
import { ownCopy } from '../io/values.js';

/**
 * The geographies a LAR record counts in, each given a small index once per distinct text: the
 * nation (index 0, code ''), its state (postal code; a 2-digit FIPS is translated), its county
 * (5-digit FIPS; a leading zero lost by a spreadsheet is restored) and its MSA/MD. NA, the non-MSA
 * code 99999 and malformed codes count in no geography of that level.
 */

export const NATION = 0;
export const NO_GEOGRAPHY = -1;

const POSTAL = new Set(US_STATES.map((s) => s.code));
const POSTAL_BY_FIPS = new Map(US_STATES.map((s) => [s.fips, s.code]));
const NON_MSA = '99999';

const allDigits = (text: string) => {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return text.length > 0;
};

function stateCode(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  if (POSTAL.has(text)) return text;
  if (allDigits(text) && text.length <= 2) return POSTAL_BY_FIPS.get(text.padStart(2, '0')) ?? null;
  return null;
}

function countyCode(raw: string): string | null {
  const text = raw.trim();
  return allDigits(text) && (text.length === 5 || text.length === 4) ? text.padStart(5, '0') : null;
}

function msaCode(raw: string): string | null {
  const text = raw.trim();
  return allDigits(text) && text.length === 5 && text !== NON_MSA ? text : null;
}

export class Geographies {
  readonly levels: HmdaGeoLevel[] = ['nation'];
  readonly codes: string[] = [''];
  private readonly byText = {
    state: new Map<string, number>(),
    county: new Map<string, number>(),
    msa: new Map<string, number>(),
  };
  private readonly byCode = new Map<string, number>();

  private index(level: 'state' | 'county' | 'msa', raw: string, code: (raw: string) => string | null) {
    const known = this.byText[level].get(raw);
    if (known !== undefined) return known;
    const normalized = code(raw);
    let index = NO_GEOGRAPHY;
    if (normalized !== null) {
      const key = `${level}:${normalized}`;
      index = this.byCode.get(key) ?? this.levels.length;
      if (index === this.levels.length) {
        this.levels.push(level);
        this.codes.push(normalized);
        this.byCode.set(key, index);
      }
    }
    this.byText[level].set(ownCopy(raw), index);
    return index;
  }

  state(raw: string): number {
    return this.index('state', raw, stateCode);
  }

  county(raw: string): number {
    return this.index('county', raw, countyCode);
  }

  msa(raw: string): number {
    return this.index('msa', raw, msaCode);
  }
}
