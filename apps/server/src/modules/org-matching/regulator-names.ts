import { readColumns } from '../../ingest/io/columns.js';
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
  const fdicColumns = ['cert', 'name', 'city', 'stalp', 'webaddr', 'asset', 'fed_rssd', 'rssdhcr', 'namehcr'];
  for await (const [cert, name, city, state, website, assets, rssd, parent, parentName] of readColumns(
    fdicAssetsFile,
    fdicColumns,
  )) {
    const certNumber = number(cert ?? '');
    if (certNumber === null || !name) continue;
    out.push({
      id: certNumber,
      name,
      fiType: 'bank',
      city: city || null,
      state: state || null,
      website: website || null,
      assets: number(assets ?? ''),
      rssdId: number(rssd ?? ''),
      regulatoryId: String(certNumber),
      source: 'fdic',
      federalCharter: false,
    });
    const parentRssd = number(parent ?? '');
    if (parentRssd && parentName && !holdingCompanies.has(parentRssd)) {
      holdingCompanies.set(parentRssd, {
        id: HOLDING_ID_BASE + parentRssd,
        name: parentName,
        fiType: 'bhc',
        city: null,
        state: null,
        website: null,
        assets: null,
        rssdId: parentRssd,
        regulatoryId: null,
        source: 'holding_company',
        federalCharter: false,
      });
    }
  }
  const ncuaColumns = ['CU_NUMBER', 'CU_NAME', 'CITY', 'STATE', 'RSSD', 'CU_TYPE'];
  for await (const [charter, name, city, state, rssd, type] of readColumns(ncuaProfileFile, ncuaColumns)) {
    const charterNumber = number(charter ?? '');
    if (charterNumber === null || !name) continue;
    // CU_TYPE 1, as the NCUA importer files it (charter_class).
    const federal = type === '1';
    out.push({
      id: NCUA_ID_BASE + charterNumber,
      name,
      fiType: 'credit_union',
      city: city || null,
      state: state || null,
      website: null,
      assets: null,
      rssdId: number(rssd ?? ''),
      regulatoryId: String(charterNumber),
      source: 'ncua',
      charterClass: federal ? 'federal' : 'state',
      federalCharter: federal,
    });
  }
  return [...out, ...holdingCompanies.values()];
}
