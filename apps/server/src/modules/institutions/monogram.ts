const PALETTE = [
  '#0b3d91',
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#be123c',
  '#1d4ed8',
  '#15803d',
  '#9333ea',
  '#c2410c',
  '#0369a1',
];
const STOP_WORDS = new Set([
  'the',
  'of',
  'and',
  'bank',
  'na',
  'n.a.',
  'inc',
  'inc.',
  'fsb',
  'credit',
  'union',
  'company',
  'co',
]);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two initials from the distinctive words of a name ("First Citizens Bank" -> "FC"). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s,&/-]+/).filter(Boolean);
  const distinctive = words.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  const chosen = (distinctive.length > 0 ? distinctive : words).slice(0, 2);
  return chosen.map((w) => w[0]?.toUpperCase() ?? '').join('') || '?';
}

/** The logo of an institution without one: its initials on a colour derived from its id. */
export function monogramSvg(id: number, name: string): string {
  const color = PALETTE[id % PALETTE.length] ?? '#0b3d91';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}"><title>${escapeXml(name)}</title><rect width="64" height="64" rx="12" fill="${color}"/><text x="32" y="41" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="24" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text></svg>`;
}
