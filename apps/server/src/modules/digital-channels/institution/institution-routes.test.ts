import { type InstitutionDigitalChannels, institutionDigitalChannelsSchema } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  replaceDigitalSnapshots,
  replaceElectronicServices,
} from '../../../test/digital-channels-fixtures.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

const NOW = '2026-09-30';
const BEFORE = '2026-06-30';
const OLDER = '2026-03-31';
const HARBOR = "name = 'Harbor Analytics (demo)'";

type Pick = { id: number; name: string };
type Product = { id: number; name: string; vendor_id: number; vendor: string };

/**
 * FIN Profile's Digital Channels section over fixture snapshots: a bank that moved its mobile app to
 * another vendor last quarter, a credit union with NCUA electronic-services answers, and who may see it.
 */
describe('GET /api/advisors/digital_channels', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fi: SignedIn;
  let limited: SignedIn;
  let mortgage: SignedIn;
  let bank: Pick;
  let creditUnion: Pick;
  let bhc: Pick;
  let quiet: Pick;
  let oldApp: Product;
  let newApp: Product;
  let olb: Product;

  const get = (as: SignedIn | null, id: number) =>
    h.call(as, { url: `/api/advisors/digital_channels?institution_id=${id}` });
  const section = async (as: SignedIn, id: number): Promise<InstitutionDigitalChannels> => {
    const res = await get(as, id);
    expect(res.statusCode, res.body).toBe(200);
    return institutionDigitalChannelsSchema.parse(res.json());
  };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    fi = await h.signIn(demo.fi);
    limited = await h.signIn(demo.limited);
    mortgage = await h.signIn(demo.mortgage);
    const one = async <T>(sql: string): Promise<T> => {
      const [row] = await h.database.query<Record<string, unknown>>(sql);
      if (!row) throw new Error(`nothing for ${sql}`);
      return { ...row, id: Number(row.id) } as T;
    };
    const active = (type: string, offset = 0) =>
      one<Pick>(
        `select id, name from institutions where fi_type = '${type}' and active order by latest_assets desc nulls last, id offset ${offset} limit 1`,
      );
    bank = await active('bank');
    quiet = await active('bank', 1);
    creditUnion = await active('credit_union');
    bhc = await active('bhc');
    const products = await h.database.query<Product>(
      `select distinct on (p.vendor_id) p.id, p.name, p.vendor_id, v.name as vendor
         from products p join vendors v on v.id = p.vendor_id order by p.vendor_id, p.id limit 3`,
    );
    const [first, second, third] = products.map((p) => ({
      ...p,
      id: Number(p.id),
      vendor_id: Number(p.vendor_id),
    }));
    if (!first || !second || !third) throw new Error('the data set needs three vendors with products');
    [oldApp, newApp, olb] = [first, second, third];

    const mobile = (period: string, product: Product, store: 'apple' | 'google', more = {}) => ({
      institutionId: bank.id,
      period,
      channel: 'mobile',
      store,
      appName: `${bank.name} Mobile`,
      vendorId: product.vendor_id,
      productId: product.id,
      ...more,
    });
    await replaceDigitalSnapshots(h.database.db, [
      mobile(OLDER, oldApp, 'apple', { rating: 3.2, ratingCount: 100, features: [1, 8] }),
      mobile(BEFORE, oldApp, 'apple', { rating: 3.4, ratingCount: 120, features: [1, 8] }),
      mobile(NOW, newApp, 'apple', {
        vendorBranded: true,
        appType: 1,
        launchedOn: '2020-09-30',
        rating: 4.8,
        ratingCount: 3000,
        downloadBand: 6,
        features: [1, 3, 5],
      }),
      mobile(NOW, newApp, 'google', {
        vendorBranded: true,
        appType: 1,
        launchedOn: '2021-03-31',
        rating: 4.0,
        ratingCount: 1000,
        downloadBand: 7,
        features: [1, 5, 10],
      }),
      {
        institutionId: bank.id,
        period: NOW,
        channel: 'online',
        store: 'web',
        appName: 'Online Banking',
        vendorId: olb.vendor_id,
        productId: olb.id,
        features: [8, 15],
      },
      {
        institutionId: creditUnion.id,
        period: NOW,
        appName: 'CU Go',
        source: 'demo',
        rating: 4.5,
        ratingCount: 10,
      },
      { institutionId: bhc.id, period: NOW, appName: 'Holding App' },
    ]);
    await replaceElectronicServices(h.database.db, [
      {
        institutionId: creditUnion.id,
        period: BEFORE,
        services: ['internet_banking'],
        website: 'https://old.cu.test',
        source: 'operator',
      },
      {
        institutionId: creditUnion.id,
        period: NOW,
        services: ['internet_banking', 'mobile_banking', 'mobile_payments'],
        website: 'https://www.cu.test',
        source: 'operator',
      },
    ]);
  }, 300_000);
  afterAll(async () => h?.close());

  it('lists the apps and platform at the newest quarter with vendor, type, MB age, rating, downloads and features', async () => {
    const body = await section(vendor, bank.id);
    expect(body).toMatchObject({
      institution_id: bank.id,
      period: NOW,
      is_demo: false,
      electronic_services: null,
    });
    expect(body.apps.map((a) => [a.channel, a.store])).toEqual([
      ['mobile', 'apple'],
      ['mobile', 'google'],
      ['online', 'web'],
    ]);
    expect(body.apps[0]).toEqual({
      channel: 'mobile',
      store: 'apple',
      app_name: `${bank.name} Mobile`,
      vendor_id: newApp.vendor_id,
      vendor_name: newApp.vendor,
      product_name: newApp.name,
      vendor_branded: true,
      app_type: 'Native',
      launched_on: '2020-09-30',
      mb_age_years: 6,
      rating: 4.8,
      rating_count: 3000,
      download_band: '100K+',
      features: ['Mobile Check Deposit', 'Zelle Transfers', 'Biometric Login'],
    });
    expect(body.apps[1]).toMatchObject({ mb_age_years: 5.5, download_band: '500K+' });
    expect(body.apps[2]).toMatchObject({
      vendor_name: olb.vendor,
      product_name: olb.name,
      mb_age_years: null,
      features: ['Bill Pay', 'e-Statements'],
    });
  });

  it('gives one history point per quarter and channel, so the vendor switch and the rating trend show', async () => {
    const { history } = await section(vendor, bank.id);
    expect(history).toEqual([
      {
        period: OLDER,
        channel: 'mobile',
        vendor_name: oldApp.vendor,
        product_name: oldApp.name,
        rating: 3.2,
        rating_count: 100,
        feature_count: 2,
      },
      {
        period: BEFORE,
        channel: 'mobile',
        vendor_name: oldApp.vendor,
        product_name: oldApp.name,
        rating: 3.4,
        rating_count: 120,
        feature_count: 2,
      },
      {
        period: NOW,
        channel: 'mobile',
        vendor_name: newApp.vendor,
        product_name: newApp.name,
        // (4.8 × 3000 + 4.0 × 1000) / 4000: weighted by rating count across the two stores.
        rating: 4.6,
        rating_count: 4000,
        feature_count: 4,
      },
      {
        period: NOW,
        channel: 'online',
        vendor_name: olb.vendor,
        product_name: olb.name,
        rating: null,
        rating_count: null,
        feature_count: 2,
      },
    ]);
  });

  it("shows a credit union's newest NCUA electronic services, every question answered yes or no, and labels demo rows", async () => {
    const body = await section(vendor, creditUnion.id);
    expect(body.is_demo).toBe(true);
    expect(body.apps).toHaveLength(1);
    expect(body.apps[0]).toMatchObject({ vendor_name: null, app_type: null, mb_age_years: null });
    const services = body.electronic_services;
    expect(services).toMatchObject({ period: NOW, website: 'https://www.cu.test' });
    expect(services?.services.filter((s) => s.offered).map((s) => s.name)).toEqual([
      'Home Banking Via Internet Website',
      'Mobile Banking',
      'Mobile Payments',
    ]);
    expect(services?.services.length).toBeGreaterThan(20);
  });

  it('answers an empty section for an institution without snapshots', async () => {
    expect(await section(vendor, quiet.id)).toEqual({
      institution_id: quiet.id,
      is_demo: false,
      period: null,
      apps: [],
      history: [],
      electronic_services: null,
    });
  });

  it('follows the profile sections: permission, holding company or partial FIN Profile; 404 and 422 like the others', async () => {
    expect((await get(null, bank.id)).statusCode).toBe(401);
    expect((await get(limited, bank.id)).statusCode).toBe(403);
    expect((await section(fi, bank.id)).apps).toHaveLength(3);
    // FIN Profile without the digital_channel permission: only a holding company's section shows.
    expect((await get(mortgage, bank.id)).statusCode).toBe(403);
    expect((await section(mortgage, bhc.id)).apps).toHaveLength(1);
    expect((await get(vendor, 2_147_483_000)).statusCode).toBe(404);
    expect(
      (await h.call(vendor, { url: '/api/advisors/digital_channels?institution_id=abc' })).statusCode,
    ).toBe(422);
    await h.database.query(
      `update groups set purchased_modules = '{"fin_technographics": true, "fin_digital_channels": true}'::jsonb where ${HARBOR}`,
    );
    try {
      expect((await section(limited, bank.id)).period).toBe(NOW);
    } finally {
      await h.database.query(
        `update groups set purchased_modules = '{"fin_technographics": true, "fin_reporter": true}'::jsonb where ${HARBOR}`,
      );
    }
  });
});
