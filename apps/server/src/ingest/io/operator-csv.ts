import { countingBytes, ImportError, type ImportReport } from '../import-report.js';
import { type Columns, EmptyFileError, openTable } from './delimited.js';
import { type InputEntry, openInput } from './input.js';

/**
 * An operator's own CSV (technographics, enforcement actions): a file, a .csv.xz, or a zip or folder
 * holding exactly one CSV.
 */
export async function singleCsvEntry(location: string, what: string): Promise<InputEntry> {
  const input = await openInput(location);
  const csvs =
    input.kind === 'file' ? input.entries : input.entries.filter((e) => /\.(csv|txt)$/i.test(e.name));
  if (csvs.length !== 1) throw new ImportError(`expected one ${what} in ${location}, found ${csvs.length}`);
  return csvs[0] as InputEntry;
}

/**
 * Opens the CSV with its bytes counted on the import's progress; a file without the required columns
 * is refused as a whole, naming them and the README section that lays the file out.
 */
export async function openOperatorCsv(
  entry: InputEntry,
  report: ImportReport,
  layout: { what: string; readmeSection: string; missingColumns: (columns: Columns) => string[] },
) {
  let table: Awaited<ReturnType<typeof openTable>>;
  try {
    table = await openTable(countingBytes(entry.open(), (n) => report.progress.advance(n)));
  } catch (error) {
    if (error instanceof EmptyFileError) throw new ImportError(`${entry.name}: ${error.message}`);
    throw error;
  }
  const missing = layout.missingColumns(table.columns);
  if (missing.length > 0) {
    await table.close();
    throw new ImportError(
      `${entry.name} is not ${layout.what}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ` +
        `(see "${layout.readmeSection}" in the README)`,
    );
  }
  return table;
}
