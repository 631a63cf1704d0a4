import type { Db } from '../db/database.js';
import {
  financials,
  institutions,
  institutionTechnographics,
  productSolutions,
  products,
  solutionCategories,
  solutions,
  vendors,
} from '../db/schema/index.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';

/**
 * A small, hand-checkable technographics world for tests: five institutions, four solutions, four
 * vendors and their products, usage intervals with a competitive switch, a consolidation and an
 * in-house service, and total assets at three loaded year ends. Figures in the tests are computed
 * by hand from these rows.
 */
export const FIXTURE_PERIODS = ['2023-12-31', '2024-12-31', '2025-12-31'] as const;

const INSTITUTIONS = {
  alpha: {
    name: 'Alpha Test Bank',
    fiType: 'bank',
    state: 'TX',
    city: 'Austin',
    assets: [40_000, 45_000, 50_000],
  },
  bravo: {
    name: 'Bravo Test Bank',
    fiType: 'bank',
    state: 'TX',
    city: 'Dallas',
    assets: [250_000, 280_000, 300_000],
  },
  charlie: {
    name: 'Charlie Test Credit Union',
    fiType: 'credit_union',
    state: 'CA',
    city: 'Fresno',
    assets: [700_000, 750_000, 800_000],
  },
  delta: {
    name: 'Delta Test Bank',
    fiType: 'bank',
    state: 'NY',
    city: 'Albany',
    assets: [4_500_000, 4_800_000, 5_000_000],
  },
  echo: {
    name: 'Echo Test Credit Union',
    fiType: 'credit_union',
    state: 'CA',
    city: 'Eureka',
    assets: [120_000, 140_000, 150_000],
  },
} as const;

export type InstitutionKey = keyof typeof INSTITUTIONS;

export type TechnographicsFixture = {
  institution: Record<InstitutionKey, number>;
  solution: { core: number; mobile: number; online: number; cards: number };
  vendor: { fiservo: number; hollow: number; corelane: number; mobilix: number };
  product: {
    premierCore: number;
    fiservoMobile: number;
    silverleaf: number;
    hollowDigital: number;
    corelaneCore: number;
    mobilixApp: number;
  };
};

function assetArray(fiType: string, assets: number): number[] {
  const dictionary = fiType === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
  const position = dictionary.index.get(fiType === 'credit_union' ? 'acct_010' : 'asset') ?? 0;
  const values = new Array<number>(dictionary.items.length).fill(0);
  values[position] = assets;
  return values;
}

/** Who used which solution from whom, and when; ids are looked up by the fixture's names. */
type Usage = {
  institution: InstitutionKey;
  solution: keyof TechnographicsFixture['solution'];
  vendor: keyof TechnographicsFixture['vendor'] | null;
  product: keyof TechnographicsFixture['product'] | null;
  from: string;
  to?: string;
  reason?: 'competitive' | 'consolidation' | 'discontinued';
  hasService?: boolean;
};

const USAGE: readonly Usage[] = [
  // Core processing: Alpha leaves Fiservo for Jack Hollow; Charlie comes to Fiservo from Corelane;
  // Delta merges away.
  {
    institution: 'alpha',
    solution: 'core',
    vendor: 'fiservo',
    product: 'premierCore',
    from: '2015-01-01',
    to: '2024-06-30',
    reason: 'competitive',
  },
  { institution: 'alpha', solution: 'core', vendor: 'hollow', product: 'silverleaf', from: '2024-06-30' },
  { institution: 'bravo', solution: 'core', vendor: 'fiservo', product: 'premierCore', from: '2018-03-01' },
  {
    institution: 'charlie',
    solution: 'core',
    vendor: 'corelane',
    product: 'corelaneCore',
    from: '2016-01-01',
    to: '2024-03-31',
    reason: 'competitive',
  },
  {
    institution: 'charlie',
    solution: 'core',
    vendor: 'fiservo',
    product: 'premierCore',
    from: '2024-03-31',
  },
  {
    institution: 'delta',
    solution: 'core',
    vendor: 'fiservo',
    product: 'premierCore',
    from: '2010-01-01',
    to: '2025-06-30',
    reason: 'consolidation',
  },
  { institution: 'echo', solution: 'core', vendor: 'hollow', product: 'silverleaf', from: '2012-05-01' },
  // Mobile banking: Bravo moves from Mobilix to Fiservo; Charlie runs it in-house; Echo adopts it.
  {
    institution: 'alpha',
    solution: 'mobile',
    vendor: 'fiservo',
    product: 'fiservoMobile',
    from: '2019-01-01',
  },
  {
    institution: 'bravo',
    solution: 'mobile',
    vendor: 'mobilix',
    product: 'mobilixApp',
    from: '2020-01-01',
    to: '2025-02-01',
    reason: 'competitive',
  },
  {
    institution: 'bravo',
    solution: 'mobile',
    vendor: 'fiservo',
    product: 'fiservoMobile',
    from: '2025-02-01',
  },
  { institution: 'charlie', solution: 'mobile', vendor: null, product: null, from: '2021-01-01' },
  {
    institution: 'echo',
    solution: 'mobile',
    vendor: 'hollow',
    product: 'hollowDigital',
    from: '2024-09-01',
  },
  // Online banking: Echo does not offer it.
  {
    institution: 'bravo',
    solution: 'online',
    vendor: 'fiservo',
    product: 'fiservoMobile',
    from: '2019-06-01',
  },
  {
    institution: 'delta',
    solution: 'online',
    vendor: 'fiservo',
    product: 'fiservoMobile',
    from: '2015-01-01',
    to: '2025-06-30',
    reason: 'consolidation',
  },
  {
    institution: 'echo',
    solution: 'online',
    vendor: null,
    product: null,
    from: '2015-01-01',
    hasService: false,
  },
];

/** Replaces whatever catalog the test database holds, so figures depend on these rows alone. */
export async function insertTechnographicsFixture(db: Db): Promise<TechnographicsFixture> {
  await db.delete(institutionTechnographics);
  await db.delete(productSolutions);
  await db.delete(products);
  await db.delete(vendors);
  await db.delete(solutions);
  await db.delete(solutionCategories);
  const institution = await insertInstitutions(db);
  const fixture: TechnographicsFixture = { institution, ...(await insertCatalog(db)) };
  const { solution: s, product: p, vendor: v, institution: i } = fixture;
  await db.insert(institutionTechnographics).values(
    USAGE.map((x) => ({
      institutionId: i[x.institution],
      solutionId: s[x.solution],
      hasService: x.hasService ?? true,
      type: x.vendor === null ? 'service' : 'vendor',
      vendorId: x.vendor === null ? null : v[x.vendor],
      productId: x.product === null ? null : p[x.product],
      startedOn: x.from,
      endedOn: x.to ?? null,
      endReason: x.reason ?? null,
      source: 'demo',
    })),
  );
  return fixture;
}

/** The institutions, with their total assets at the fixture's year ends. */
async function insertInstitutions(db: Db): Promise<Record<InstitutionKey, number>> {
  const institution = {} as Record<InstitutionKey, number>;
  for (const [key, spec] of Object.entries(INSTITUTIONS) as [
    InstitutionKey,
    (typeof INSTITUTIONS)[InstitutionKey],
  ][]) {
    const [row] = await db
      .insert(institutions)
      .values({
        fiType: spec.fiType,
        name: spec.name,
        state: spec.state,
        city: spec.city,
        regulatoryId: `T-${key}`,
        rssdId: 900_000 + Object.keys(institution).length,
        website: `${key}.example.test`,
        source: 'demo',
        latestAssets: spec.assets[2],
        latestPeriod: FIXTURE_PERIODS[2],
      })
      .returning({ id: institutions.id });
    if (!row) throw new Error('institution insert failed');
    institution[key] = row.id;
    await db.insert(financials).values(
      FIXTURE_PERIODS.map((period, i) => ({
        institutionId: row.id,
        period,
        values: assetArray(spec.fiType, spec.assets[i] ?? 0),
      })),
    );
  }
  return institution;
}

/** Solution categories and solutions, vendors, their products and what each product provides. */
async function insertCatalog(db: Db): Promise<Omit<TechnographicsFixture, 'institution'>> {
  const [corePlatforms, digital] = await db
    .insert(solutionCategories)
    .values([
      { name: 'Core Platforms', displayOrder: 1 },
      { name: 'Digital Banking', displayOrder: 2 },
    ])
    .returning({ id: solutionCategories.id });
  if (!corePlatforms || !digital) throw new Error('category insert failed');
  const solutionRows = await db
    .insert(solutions)
    .values([
      {
        categoryId: corePlatforms.id,
        name: 'Core Processing',
        isCore: true,
        description: 'The system of record.',
      },
      { categoryId: digital.id, name: 'Mobile Banking' },
      { categoryId: digital.id, name: 'Online Banking' },
      { categoryId: corePlatforms.id, name: 'Card Processing' },
    ])
    .returning({ id: solutions.id });
  const [core, mobile, online, cards] = solutionRows.map((r) => r.id);

  const vendorRows = await db
    .insert(vendors)
    .values([
      {
        name: 'Fiservo Technologies',
        website: 'fiservo.example.test',
        headquartersState: 'WI',
        foundedYear: 1984,
      },
      { name: 'Jack Hollow Systems', headquartersState: 'MO' },
      { name: 'Corelane Software' },
      { name: 'Mobilix' },
    ])
    .returning({ id: vendors.id });
  const [fiservo, hollow, corelane, mobilix] = vendorRows.map((r) => r.id);

  const productRows = await db
    .insert(products)
    .values([
      { vendorId: fiservo ?? 0, name: 'Premier Core' },
      { vendorId: fiservo ?? 0, name: 'Fiservo Mobile' },
      { vendorId: hollow ?? 0, name: 'SilverLeaf Core' },
      { vendorId: hollow ?? 0, name: 'Hollow Digital' },
      { vendorId: corelane ?? 0, name: 'Corelane Core' },
      { vendorId: mobilix ?? 0, name: 'Mobilix App' },
    ])
    .returning({ id: products.id });
  const [premierCore, fiservoMobile, silverleaf, hollowDigital, corelaneCore, mobilixApp] = productRows.map(
    (r) => r.id,
  );

  const catalog: Omit<TechnographicsFixture, 'institution'> = {
    solution: { core: core ?? 0, mobile: mobile ?? 0, online: online ?? 0, cards: cards ?? 0 },
    vendor: { fiservo: fiservo ?? 0, hollow: hollow ?? 0, corelane: corelane ?? 0, mobilix: mobilix ?? 0 },
    product: {
      premierCore: premierCore ?? 0,
      fiservoMobile: fiservoMobile ?? 0,
      silverleaf: silverleaf ?? 0,
      hollowDigital: hollowDigital ?? 0,
      corelaneCore: corelaneCore ?? 0,
      mobilixApp: mobilixApp ?? 0,
    },
  };
  const { solution: s, product: p } = catalog;
  await db.insert(productSolutions).values([
    { productId: p.premierCore, solutionId: s.core },
    { productId: p.fiservoMobile, solutionId: s.mobile },
    { productId: p.fiservoMobile, solutionId: s.online },
    { productId: p.silverleaf, solutionId: s.core },
    { productId: p.hollowDigital, solutionId: s.mobile },
    { productId: p.corelaneCore, solutionId: s.core },
    { productId: p.mobilixApp, solutionId: s.mobile },
  ]);
  return catalog;
}
