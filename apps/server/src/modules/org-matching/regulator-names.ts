import { createReadStream } from 'node:fs';
import { type Columns, openTable } from '../../ingest/io/delimited.js';
import type { IndexedInstitution } from './name-index.js';

/** An institution as the regulator files name it, with what a person typing its name would know. */
export type RegulatorInstitution = IndexedInstitution & {
  source: 'fdic' | 'ncua' | 'holding_company';
  /** A federal credit union ("... Federal Credit Union" / "FCU" when written out). */
  federalCharter: boolean;
};

// Identifiers kept apart across the three sources, as the institutions table keeps them apart.
const NCUA_ID_BASE = 1_000_000;
const HOLDING_ID_BASE = 10_000_000;

async function readRows(file: string, take: (get: (column: string) => string) => void): Promise<void> {
  const table = await openTable(createReadStream(file) as AsyncIterable<Uint8Array>);
  const { columns } = table;
  const at = (fields: readonly string[], names: Columns) => (column: string) => {
    const i = names.index(column);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  };
  for await (const record of table.rows) take(at(record.fields, columns));
}

const number = (raw: string): number | null => {
  const n = Number(raw);
  return raw !== '' && Number.isFinite(n) ? n : null;
};

/**
 * Every bank and top holding company of an FDIC SDI "Assets and Liabilities" file and every credit
 * union of an NCUA FOICU file, as the importers name them: what the matcher meets after a real load.
 */
export async function readRegulatorInstitutions(
  fdicAssetsFile: string,
  ncuaProfileFile: string,
): Promise<RegulatorInstitution[]> {
  const out: RegulatorInstitution[] = [];
  const holdingCompanies = new Map<number, RegulatorInstitution>();
  await readRows(fdicAssetsFile, (get) => {
    const cert = number(get('cert'));
    if (cert === null || !get('name')) return;
    out.push({
      id: cert,
      name: get('name'),
      fiType: 'bank',
      city: get('city') || null,
      state: get('stalp') || null,
      website: get('webaddr') || null,
      assets: number(get('asset')),
      rssdId: number(get('fed_rssd')),
      regulatoryId: String(cert),
      source: 'fdic',
      federalCharter: false,
    });
    const parent = number(get('rssdhcr'));
    if (parent && get('namehcr') && !holdingCompanies.has(parent)) {
      holdingCompanies.set(parent, {
        id: HOLDING_ID_BASE + parent,
        name: get('namehcr'),
        fiType: 'bhc',
        city: null,
        state: null,
        website: null,
        assets: null,
        rssdId: parent,
        regulatoryId: null,
        source: 'holding_company',
        federalCharter: false,
      });
    }
  });
  await readRows(ncuaProfileFile, (get) => {
    const charter = number(get('CU_NUMBER'));
    if (charter === null || !get('CU_NAME')) return;
    out.push({
      id: NCUA_ID_BASE + charter,
      name: get('CU_NAME'),
      fiType: 'credit_union',
      city: get('CITY') || null,
      state: get('STATE') || null,
      website: null,
      assets: null,
      rssdId: number(get('RSSD')),
      regulatoryId: String(charter),
      source: 'ncua',
      // CU_TYPE 1, as the NCUA importer files it (charter_class).
      charterClass: get('CU_TYPE') === '1' ? 'federal' : 'state',
      federalCharter: get('CU_TYPE') === '1',
    });
  });
  return [...out, ...holdingCompanies.values()];
}
