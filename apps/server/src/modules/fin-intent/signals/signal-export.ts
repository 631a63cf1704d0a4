import {
  FI_TYPE_LABELS,
  type FiType,
  INTENT_LEVEL_LABELS,
  INTENT_LIMITS,
  type IntentInstitutionRow,
  type IntentLevel,
  quarterLabel,
} from '@fin-atlas/domain';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import type { Database } from '../../../db/database.js';
import { fileSlug } from '../../../http/attachment.js';
import { csvLine } from '../../../http/csv.js';
import { recordDownload, stampCsv } from '../../downloads/index.js';
import type { Actor } from '../../identity/index.js';
import { type InstitutionQuery, institutionPage } from './institution-rows.js';
import type { SignalWithSolution } from './signal-rows.js';

const HEADER = [
  'Institution',
  'City',
  'State',
  'FI Type',
  'Total Assets ($000)',
  'Score',
  'Level',
  'Previous Level',
  'Current Vendor',
  'Current Product',
  'Top Elements',
];

const levelWords = (level: IntentLevel | null) => (level ? INTENT_LEVEL_LABELS[level] : '');

function csvRow(row: IntentInstitutionRow): string {
  return csvLine([
    row.name,
    row.city,
    row.state,
    FI_TYPE_LABELS[row.fi_type as FiType] ?? row.fi_type,
    row.assets,
    Math.round(row.score * 10) / 10,
    levelWords(row.level),
    levelWords(row.previous_level),
    row.current_vendor,
    row.current_product,
    row.top_elements.join('; '),
  ]);
}

/**
 * The CSV of a signal's institutions after the list's filters and level, strongest first, at most
 * INTENT_LIMITS.exportRows: logged as a download, its notice row and fingerprint first.
 */
export async function signalCsv(
  database: Database,
  actor: Actor,
  signal: SignalWithSolution,
  query: Omit<InstitutionQuery, 'sort'>,
  activity: ActivityRecorder,
): Promise<{ fileName: string; body: string }> {
  const page = await institutionPage(
    database,
    signal,
    { ...query, sort: 'score' },
    { limit: INTENT_LIMITS.exportRows, offset: 0, trend: false },
  );
  const fileName = `${fileSlug(signal.name, 'signal')}-institutions-${page.period ?? 'unscored'}.csv`;
  const scope = [
    query.level ? INTENT_LEVEL_LABELS[query.level] : 'every level',
    page.period && quarterLabel(page.period),
  ]
    .filter(Boolean)
    .join(', ');
  const stamp = await recordDownload(
    database.db,
    actor,
    {
      kind: 'fin_intent',
      description: `FIN Intent signal "${signal.name}" (${scope}): ${page.rows.length.toLocaleString('en-US')} institutions.`,
      params: { signal_id: signal.id, period: page.period, ...query },
      fileName,
      format: 'csv',
      rowCount: page.rows.length,
      module: 'fin_intent',
    },
    activity,
  );
  const lines = [csvLine(HEADER), ...page.rows.map(csvRow)];
  return { fileName, body: `\uFEFF${stampCsv(`${lines.join('\r\n')}\r\n`, stamp)}` };
}
