/**
 * Bulk writers for institution data, shared by the regulator importers and the demo-data generator.
 *
 *   await withTransaction(database, async (session) => {
 *     const ids = await upsertInstitutions(session, records);            // key → id
 *     await deleteFinancials(session, { period, fiTypes: ['bank'], source: 'demo' });
 *     await insertFinancials(session, rows);                             // { institutionId, period, values }
 *     await refreshLatestAssets(session, { fiType: 'bank', source: 'demo', dictionary, assetsCode: 'asset' });
 *     await insertRows(session, 'branches', columns, values);            // any table, multi-row
 *     await recordDataLoad(session, { source: 'demo', period, ... });
 *   });
 *
 * Every writer issues multi-row statements (one array parameter per column through `unnest`), never
 * row-by-row ORM inserts; they work unchanged on PGlite and PostgreSQL.
 */
export {
  type ColumnSpec,
  type ColumnType,
  float8ArrayLiteral,
  type InsertOptions,
  insertRows,
} from './bulk-insert.js';
export {
  type DataLoadRecord,
  type FileLoadRecord,
  type Rejection,
  recordDataLoad,
  recordFileLoad,
  STORED_REJECTIONS,
} from './data-loads-writer.js';
export {
  deleteFinancials,
  type FinancialRow,
  insertFinancials,
  refreshLatestAssets,
  tidyFinancials,
} from './financials-writer.js';
export {
  type FiType,
  type InstitutionRecord,
  type InstitutionSource,
  institutionIds,
  institutionIdsByRegulatoryId,
  institutionKey,
  removeDemoInstitutions,
  type UpsertOptions,
  upsertInstitutions,
} from './institutions-writer.js';
export { type SqlSession, sessionOf, withTransaction } from './session.js';
