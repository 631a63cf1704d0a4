import { DELETED_ELEMENT_NAME, type IntentLevel, type IntentLevelCounts } from '@fin-atlas/domain';

// How the signal screens show their figures.

export const count = (n: number): string => n.toLocaleString('en-US');

const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** One decimal at most: "7", "7.5", "1,250". */
export const decimal = (n: number): string => oneDecimal.format(n);

/** Scores are 0..100. */
export const score = decimal;

/** The change against the previous quarter: "+12", "−3", "no change", or a dash with no previous quarter. */
export function change(now: number, before: number | null | undefined): string {
  if (before === null || before === undefined) return '—';
  const diff = now - before;
  if (diff === 0) return 'no change';
  return diff > 0 ? `+${count(diff)}` : `−${count(-diff)}`;
}

export const changeColor = (now: number, before: number | null | undefined): string | undefined =>
  before === null || before === undefined || now === before ? 'dimmed' : now > before ? 'teal.9' : 'red.9';

export const totalCount = (counts: IntentLevelCounts): number =>
  counts.early_research + counts.active_research + counts.in_depth_research;

/** Chart colours of the levels, weakest to strongest (the app's chart palette's yellow, orange, red). */
export const LEVEL_CHART_COLORS: Readonly<Record<IntentLevel, string>> = {
  early_research: '#EDC948',
  active_research: '#F28E2B',
  in_depth_research: '#E15759',
};

/** An element as the screens name it: a deleted one is '(Deleted)' whatever it was called. */
export const elementName = (element: { name: string; deleted?: boolean }): string =>
  element.deleted ? DELETED_ELEMENT_NAME : element.name;

export const isDeletedName = (name: string): boolean => name === DELETED_ELEMENT_NAME;
