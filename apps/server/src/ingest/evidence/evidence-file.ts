import { countingBytes, ImportError, type ImportReport } from '../import-report.js';
import { Columns } from '../io/delimited.js';
import { type InputEntry, openInput } from '../io/input.js';
import { openOperatorCsv, singleCsvEntry } from '../io/operator-csv.js';

/** One record of an operator's evidence file: its values by column name, and where it is for messages. */
export type EvidenceRecord = {
  /** 'line 7' in a CSV (the header is line 1), 'record 7' in a JSON array (counted from 1). */
  where: string;
  get(name: string): string | undefined;
};

export type EvidenceFileLayout = {
  what: string;
  readmeSection: string;
  missingColumns(columns: Columns): string[];
};

/** The problem with one record or the whole file, said so that the operator can fix the file. */
const missingMessage = (file: string, layout: EvidenceFileLayout, missing: string[]) =>
  `${file} is not ${layout.what}: missing ${missing.length > 1 ? 'columns' : 'column'} ${missing.join(', ')} ` +
  `(see "${layout.readmeSection}" in the README)`;

async function* csvRecords(entry: InputEntry, report: ImportReport, layout: EvidenceFileLayout) {
  const table = await openOperatorCsv(entry, report, layout);
  const { columns } = table;
  for await (const { fields, line } of table.rows) {
    if (fields.length !== columns.length) {
      yield { where: `line ${line}`, problem: `expected ${columns.length} fields, found ${fields.length}` };
      continue;
    }
    yield {
      where: `line ${line}`,
      get: (name: string) => {
        const i = columns.index(name);
        return i === undefined ? undefined : fields[i];
      },
    };
  }
}

/** A JSON value as the text a CSV cell would hold; objects and arrays are no field value. */
function cell(value: unknown): string | undefined | null {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

async function* jsonRecords(entry: InputEntry, report: ImportReport, layout: EvidenceFileLayout) {
  const chunks: Buffer[] = [];
  for await (const chunk of countingBytes(entry.open(), (n) => report.progress.advance(n))) {
    chunks.push(Buffer.from(chunk));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    throw new ImportError(`${entry.name} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) {
    throw new ImportError(
      `${entry.name}: expected a JSON array of records (see "${layout.readmeSection}" in the README)`,
    );
  }
  const keys = new Set<string>();
  for (const record of parsed) {
    if (record && typeof record === 'object' && !Array.isArray(record))
      for (const key of Object.keys(record)) keys.add(key);
  }
  const missing = layout.missingColumns(new Columns([...keys]));
  if (missing.length > 0) throw new ImportError(missingMessage(entry.name, layout, missing));
  for (const [i, record] of parsed.entries()) {
    const where = `record ${i + 1}`;
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      yield { where, problem: 'is not an object of fields' };
      continue;
    }
    const values = new Map(Object.entries(record).map(([k, v]) => [k.trim().toLowerCase(), v]));
    const bad = [...values].find(([, v]) => cell(v) === null);
    if (bad) {
      yield { where, problem: `${bad[0]} holds a list or an object, not a value` };
      continue;
    }
    yield { where, get: (name: string) => cell(values.get(name)) ?? undefined };
  }
}

/**
 * The records of an operator's evidence file, read by its extension: a JSON array of objects (.json)
 * or a CSV (any other file, a .csv.xz, or a zip or folder holding one CSV), column names in any case.
 * A file without the layout's columns is refused as a whole; a record that cannot be read at all
 * comes with its problem instead of values.
 */
export async function openEvidenceFile(
  location: string,
  report: ImportReport,
  layout: EvidenceFileLayout,
): Promise<{
  entry: InputEntry;
  records: AsyncGenerator<EvidenceRecord | { where: string; problem: string }>;
}> {
  if (location.toLowerCase().endsWith('.json')) {
    const input = await openInput(location);
    const entry = input.entries[0] as InputEntry;
    return { entry, records: jsonRecords(entry, report, layout) };
  }
  const entry = await singleCsvEntry(location, layout.what.replace(/^an? /, ''));
  return { entry, records: csvRecords(entry, report, layout) };
}
