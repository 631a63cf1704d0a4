import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database.js';
import {
  groups,
  institutions,
  institutionTechnographics,
  products,
  solutionCategories,
  solutions,
  users,
  vendors,
} from '../db/schema/index.js';

/** Institutions the upload tests match against: a few distinct names, two that share one. */
export const TEST_INSTITUTIONS = [
  {
    key: 'juniper',
    fiType: 'credit_union',
    name: 'Juniper Ridge Federal Credit Union',
    city: 'Tulsa',
    state: 'OK',
    website: 'www.juniperridgefcu.example',
    latestAssets: 812_000,
    rssdId: 7001,
    regulatoryId: '61234',
  },
  {
    key: 'kestrel',
    fiType: 'bank',
    name: 'Kestrel Valley Bank, N.A.',
    city: 'Wichita',
    state: 'KS',
    website: 'https://kestrelvalley.example',
    latestAssets: 2_450_000,
    rssdId: 7002,
    regulatoryId: '7788',
  },
  {
    key: 'lantern_me',
    fiType: 'bank',
    name: 'Lantern Harbor Savings Bank',
    city: 'Portland',
    state: 'ME',
    website: null,
    latestAssets: 310_000,
    rssdId: 7003,
    regulatoryId: '7789',
  },
  {
    key: 'lantern_or',
    fiType: 'bank',
    name: 'Lantern Harbor Savings Bank',
    city: 'Portland',
    state: 'OR',
    website: null,
    latestAssets: 205_000,
    rssdId: 7004,
    regulatoryId: '7790',
  },
  {
    key: 'magnolia',
    fiType: 'bank',
    name: 'Magnolia Community Bank & Trust',
    city: 'Jackson',
    state: 'MS',
    website: 'magnoliacbt.example',
    latestAssets: 95_000,
    rssdId: 7005,
    regulatoryId: '7791',
  },
  {
    key: 'osprey',
    fiType: 'bhc',
    name: 'Osprey Bancshares, Inc.',
    city: 'Austin',
    state: 'TX',
    website: null,
    latestAssets: 15_500_000,
    rssdId: 7006,
    regulatoryId: '7006',
  },
] as const;

export type TestInstitutionKey = (typeof TEST_INSTITUTIONS)[number]['key'];

export type TechnographicsFixture = {
  institutionIds: Record<TestInstitutionKey, number>;
  solutionIds: { core: number; online: number; mobile: number; lending: number };
};

/**
 * The institutions above plus a small technographics catalog: core processing, retail online and
 * mobile banking and loan origination, with today's vendors and a past one (ended, not current).
 */
export async function seedOrgListFixture(db: Db): Promise<TechnographicsFixture> {
  const rows = await db
    .insert(institutions)
    .values(TEST_INSTITUTIONS.map(({ key: _key, ...i }) => ({ ...i, source: 'demo' })))
    .returning({ id: institutions.id, rssdId: institutions.rssdId });
  const institutionIds = Object.fromEntries(
    TEST_INSTITUTIONS.map((t) => [t.key, rows.find((r) => r.rssdId === t.rssdId)?.id as number]),
  ) as Record<TestInstitutionKey, number>;

  // The reference catalog is written when the database is prepared; these four are in it.
  const solutionId = async (name: string, isCore = false) => {
    const [found] = await db
      .select({ id: solutions.id })
      .from(solutions)
      .where(sql`lower(${solutions.name}) = lower(${name})`);
    if (found) return found.id;
    const [category] = await db
      .insert(solutionCategories)
      .values({ name: `Test ${name}` })
      .returning();
    const [created] = await db
      .insert(solutions)
      .values({ categoryId: category?.id as number, name, isCore })
      .returning();
    return created?.id as number;
  };
  const coreId = await solutionId('Core Processing', true);
  const onlineId = await solutionId('Retail Online Banking');
  const mobileId = await solutionId('Retail Mobile Banking');
  const lendingId = await solutionId('Consumer Loan Origination');
  const vendorRows = await db
    .insert(vendors)
    .values([{ name: 'Northwind Core Systems' }, { name: 'Bluejay Digital' }, { name: 'Old Ledger Co' }])
    .returning();
  const [northwind, bluejay, oldLedger] = vendorRows.map((v) => v.id) as [number, number, number];
  const productRows = await db
    .insert(products)
    .values([
      { vendorId: northwind, name: 'Northwind Premier' },
      { vendorId: bluejay, name: 'Bluejay Web' },
      { vendorId: bluejay, name: 'Bluejay Mobile' },
      { vendorId: oldLedger, name: 'Ledger Classic' },
    ])
    .returning();
  const [premier, web, mobile, classic] = productRows.map((p) => p.id) as [number, number, number, number];
  const usage = (
    institutionId: number,
    solutionId: number,
    vendorId: number | null,
    productId: number | null,
    extra: Partial<typeof institutionTechnographics.$inferInsert> = {},
  ) => ({
    institutionId,
    solutionId,
    vendorId,
    productId,
    type: vendorId === null ? 'service' : 'vendor',
    startedOn: '2020-01-01',
    source: 'demo',
    ...extra,
  });
  await db.insert(institutionTechnographics).values([
    usage(institutionIds.juniper, coreId, oldLedger, classic, {
      endedOn: '2023-06-30',
      endReason: 'competitive',
    }),
    usage(institutionIds.juniper, coreId, northwind, premier, { startedOn: '2023-07-01' }),
    usage(institutionIds.juniper, onlineId, bluejay, web),
    usage(institutionIds.juniper, mobileId, bluejay, mobile),
    usage(institutionIds.kestrel, coreId, northwind, premier),
    usage(institutionIds.kestrel, onlineId, null, null),
    usage(institutionIds.magnolia, coreId, oldLedger, classic),
    usage(institutionIds.magnolia, mobileId, null, null, { hasService: false }),
  ]);
  return {
    institutionIds,
    solutionIds: { core: coreId, online: onlineId, mobile: mobileId, lending: lendingId },
  };
}

/** A multipart body as a browser's FormData sends it. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer | string; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    const bytes = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : file.data;
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Switches a demo group's purchase of a module, to test the 403 without it. */
export async function setGroupModule(db: Db, userEmail: string, flag: string, on: boolean): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, userEmail));
  if (!user?.clientGroupId) throw new Error(`${userEmail} has no client group`);
  const [group] = await db.select().from(groups).where(eq(groups.id, user.clientGroupId));
  if (!group) throw new Error('no group');
  await db
    .update(groups)
    .set({ purchasedModules: { ...group.purchasedModules, [flag]: on } })
    .where(eq(groups.id, group.id));
}

export const errorMessageOf = (res: LightMyRequestResponse): string => res.json().error.message as string;
