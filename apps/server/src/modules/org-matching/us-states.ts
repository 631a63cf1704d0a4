/** USPS codes of the states, DC and the territories regulators list institutions in, by name. */
const STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
  'puerto rico': 'PR',
  guam: 'GU',
  'virgin islands': 'VI',
  'us virgin islands': 'VI',
  'american samoa': 'AS',
  'northern mariana islands': 'MP',
};

const CODES = new Set(Object.values(STATES));

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
  return STATES[text] ?? STATES[text.replace(/^state of /, '')] ?? null;
}

const NAMES_BY_CODE = new Map<string, string[]>();
for (const [name, code] of Object.entries(STATES)) {
  NAMES_BY_CODE.set(code, [...(NAMES_BY_CODE.get(code) ?? []), name]);
}

/** Every lower-case name a state or territory goes by: 'TX' -> ['texas']; unknown codes -> []. */
export function stateNames(code: string): readonly string[] {
  return NAMES_BY_CODE.get(code.toUpperCase()) ?? [];
}
