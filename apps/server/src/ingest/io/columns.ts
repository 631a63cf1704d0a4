import { openTable } from './delimited.js';
import { openInput } from './input.js';

/** The named columns of every row of a regulator file (.csv, .txt or .xz), in the order asked. */
export async function* readColumns(file: string, names: readonly string[]): AsyncGenerator<string[]> {
  const input = await openInput(file);
  const entry = input.entries[0];
  if (!entry) throw new Error(`${file} holds no file`);
  const table = await openTable(entry.open());
  const at = names.map((name) => {
    const index = table.columns.index(name);
    if (index === undefined) throw new Error(`${file} has no column ${name}`);
    return index;
  });
  for await (const row of table.rows) yield at.map((i) => (row.fields[i] ?? '').trim());
}
