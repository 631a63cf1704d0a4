import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { cellOf, type ListKind } from './column-roles.js';
import { institutionIndex } from './institution-index.js';
import { matchOrganisationsInTurns } from './matcher.js';
import { createOrgList, type ListMessages, nameTaken } from './org-list-store.js';
import type { Tenant } from './tenant.js';
import { readUploadedTable } from './upload-table.js';

export type ImportTimings = { parseMs: number; matchMs: number; saveMs: number; rows: number };

/**
 * An uploaded list from file to saved matches: read the table, match every organisation against the
 * in-memory index, save list and rows together. The name is checked first so a taken name fails
 * before any work.
 */
export async function importOrgList(
  database: Database,
  input: {
    kind: ListKind;
    tenant: Tenant;
    name: string;
    file: { data: Buffer; fileName: string };
    messages: ListMessages;
  },
): Promise<{ id: number; timings: ImportTimings }> {
  if (await nameTaken(database.db, input.kind, input.tenant, input.name)) {
    throw unprocessable(input.messages.nameExists);
  }
  const started = performance.now();
  const table = await readUploadedTable(input.file.data, input.file.fileName, input.kind);
  const parsed = performance.now();
  const index = await institutionIndex(database);
  const { roles } = table;
  const matches = await matchOrganisationsInTurns(
    index,
    table.rows.map((row) => ({
      organization: cellOf(row.values, roles.organization) ?? '',
      city: cellOf(row.values, roles.city),
      state: cellOf(row.values, roles.state),
      website: cellOf(row.values, roles.website),
      email: cellOf(row.values, roles.email),
    })),
  );
  const matched = performance.now();
  const id = await createOrgList(database, {
    kind: input.kind,
    tenant: input.tenant,
    name: input.name,
    fileName: input.file.fileName,
    table,
    matches,
    messages: input.messages,
  });
  return {
    id,
    timings: {
      parseMs: Math.round(parsed - started),
      matchMs: Math.round(matched - parsed),
      saveMs: Math.round(performance.now() - matched),
      rows: table.rows.length,
    },
  };
}
