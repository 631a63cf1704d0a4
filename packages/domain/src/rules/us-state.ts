import { US_STATES } from '../constants/us-states.js';

/** Other names an address may give a state or territory by. */
const ALIASES: Readonly<Record<string, string>> = { 'us virgin islands': 'VI', 'virgin islands': 'VI' };

const CODE_BY_NAME = new Map<string, string>([
  ...US_STATES.map((s) => [s.name.toLowerCase(), s.code] as const),
  ...Object.entries(ALIASES),
]);
const CODES = new Set(US_STATES.map((s) => s.code));
const NAMES_BY_CODE = new Map<string, string[]>();
for (const [name, code] of CODE_BY_NAME) NAMES_BY_CODE.set(code, [...(NAMES_BY_CODE.get(code) ?? []), name]);

/** 'Texas', 'tx', 'TX.' -> 'TX'; anything that is not a U.S. state or territory -> null. */
export function stateCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  const code = text.toUpperCase();
  if (code.length === 2 && CODES.has(code)) return code;
  return CODE_BY_NAME.get(text) ?? CODE_BY_NAME.get(text.replace(/^state of /, '')) ?? null;
}

/** Every lower-case name a state or territory goes by: 'TX' -> ['texas']; unknown codes -> []. */
export function stateNames(code: string): readonly string[] {
  return NAMES_BY_CODE.get(code.toUpperCase()) ?? [];
}

/** 'TX' -> 'Texas'; an unknown code is returned as it came. */
export function stateName(code: string): string {
  return US_STATES.find((s) => s.code === code.toUpperCase())?.name ?? code;
}

/** 'TX' -> '48', the Census FIPS code maps key states by; unknown codes -> null. */
export function stateFips(code: string): string | null {
  return US_STATES.find((s) => s.code === code.toUpperCase())?.fips ?? null;
}
