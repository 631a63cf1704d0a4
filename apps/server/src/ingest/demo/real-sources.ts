import { readColumns } from '../io/columns.js';

/**
 * The real regulator files the demo's reference tables are derived from, and tested against: FDIC
 * SDI institutions, SOD branches and NCUA FOICU profiles (paths relative to the shared data folder).
 */
export const REAL_SOURCES = {
  sdi: 'fdic/sdi/2019-06-30/All_Reports_20190630_Assets and Liabilities.csv',
  sod: ['fdic/sod/sod_2023.csv.xz', 'fdic/sod/sod_2022.csv.xz'],
  foicu: ['ncua/2025-12/FOICU.txt', 'ncua/2023-12/FOICU.txt'],
} as const;

export type RealBank = { name: string; charterClass: string; holdingCompany: string };
export type RealCreditUnion = { name: string; federal: boolean };

export async function readRealBanks(sdiFile: string): Promise<RealBank[]> {
  const banks: RealBank[] = [];
  for await (const [name = '', charterClass = '', holdingCompany = ''] of readColumns(sdiFile, [
    'name',
    'bkclass',
    'namehcr',
  ]))
    banks.push({ name, charterClass, holdingCompany });
  return banks;
}

/** NCUA files a credit union's name without "Federal Credit Union" / "Credit Union"; type 1 is federal. */
export async function readRealCreditUnions(foicuFile: string): Promise<RealCreditUnion[]> {
  const unions: RealCreditUnion[] = [];
  for await (const [name = '', type = ''] of readColumns(foicuFile, ['CU_NAME', 'CU_TYPE']))
    unions.push({ name, federal: type === '1' });
  return unions;
}

/** Institution and holding-company names of an SOD year (one per branch row; repeats included). */
export async function* readSodInstitutionNames(sodFile: string): AsyncGenerator<string> {
  for await (const [name = '', holdingCompany = ''] of readColumns(sodFile, ['NAMEFULL', 'NAMEHCR'])) {
    yield name;
    if (holdingCompany) yield holdingCompany;
  }
}

export type RealBranchPlace = { countyFips: string; state: string; city: string; zip: string };

/** Where each SOD branch is: county FIPS, state, city and ZIP as the FDIC records them. */
export async function* readSodPlaces(sodFile: string): AsyncGenerator<RealBranchPlace> {
  for await (const [county = '', state = '', city = '', zip = ''] of readColumns(sodFile, [
    'STCNTYBR',
    'STALPBR',
    'CITYBR',
    'ZIPBR',
  ])) {
    if (!county || !zip || !city) continue;
    // A few city fields carry more than the city ("New Orleans, Orleans Pari", "Brevard,").
    const clean = (city.split(/[,;:*]/)[0] ?? '')
      .trim()
      .replace(/\bO'([a-z])/g, (_, c: string) => `O'${c.toUpperCase()}`);
    if (!clean) continue;
    yield { countyFips: county.padStart(5, '0'), state, city: clean, zip: zip.padStart(5, '0') };
  }
}
