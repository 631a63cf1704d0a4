import {
  type DigitalChannelsFilter,
  type DigitalChannelsResult,
  knownVendorLabel,
  MESSAGES,
  quarterLabel,
} from '@fin-atlas/domain';
import type { ReportDefinition } from './report-query.js';

const label = (filter: DigitalChannelsFilter, report: ReportDefinition): string => {
  if (filter.key === 'vendor') return knownVendorLabel(report.module).replace(/:$/, '');
  return filter.name;
};

function words(filter: DigitalChannelsFilter, value: unknown, result: DigitalChannelsResult): string {
  const nameOf = (id: unknown) => filter.options.find((o) => o.id === id)?.name ?? String(id);
  if (filter.key === 'top_vendors') return `${String(value)} of ${result.total_vendors}`;
  if (filter.key === 'top_features') return `${String(value)} of ${result.total_features ?? 0}`;
  if (Array.isArray(value)) {
    if (value.length === 0 || value.length === filter.options.length) return MESSAGES.filter.all;
    return value.map(nameOf).join(', ');
  }
  if (typeof value === 'string' && filter.key.endsWith('_period')) return quarterLabel(value);
  return nameOf(value);
}

/** The options a report was built with, in words, for the download's Filters sheet and the downloads log. */
export function filterSummary(
  report: ReportDefinition,
  result: DigitalChannelsResult,
  catalog: readonly DigitalChannelsFilter[],
  generatedAt: Date,
): [string, string][] {
  const applied = result.filters as Record<string, unknown>;
  const rows: [string, string][] = [['Report', `${report.module}: ${report.name}`]];
  for (const filter of catalog) {
    if (!(filter.key in applied)) continue;
    rows.push([label(filter, report), words(filter, applied[filter.key], result)]);
  }
  rows.push(['Data', result.is_demo ? 'Demo data' : 'Loaded snapshots']);
  rows.push(['Generated', generatedAt.toISOString()]);
  return rows;
}
