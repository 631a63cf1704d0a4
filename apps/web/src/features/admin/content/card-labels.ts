import { FI_TYPE_LABELS, type FiType, type ProfileCardOptions } from '@fin-atlas/domain';

/** A metric id's catalog name, or the id when the catalog no longer has it. */
export function metricNamer(options: ProfileCardOptions): (id: string) => string {
  const names = new Map(options.metrics.map((m) => [m.id, m.name]));
  return (id) => names.get(id) ?? id;
}

/** "Profit › Macro Profitability": a page as the Advisor menu places it. */
export function pageNamer(options: ProfileCardOptions): (id: string) => string {
  const names = new Map(options.sections.map((s) => [s.id, `${s.section} › ${s.name}`]));
  return (id) => names.get(id) ?? id;
}

export const fiTypesLabel = (types: readonly FiType[]) => types.map((t) => FI_TYPE_LABELS[t]).join(', ');
