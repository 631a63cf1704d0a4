import {
  ASSET_BANDS,
  FIRMOGRAPHIC_ELEMENT,
  metricElementId,
  REPORT_WRITER_MESSAGES,
} from '@fin-atlas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricServiceFor } from '../../../analytics/metric-service.js';
import { METRIC_CATALOG } from '../../../metrics/catalog/index.js';
import { addQuarters } from '../../../metrics/periods.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

type Payload = InjectOptions['payload'];

const commonMetric = METRIC_CATALOG.find(
  (m) => m.category === 'Common Metrics' && m.formulas.bank && m.formulas.credit_union,
);
const detailedBankMetric = METRIC_CATALOG.find((m) => m.category === 'Detailed Metrics' && m.formulas.bank);

describe('report writer preview on one institution', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fi: SignedIn;
  let largestBank: { id: number; name: string; city: string | null; assets: number };
  let latest: string;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    fi = await h.signIn(demo.fi);
    const [bank] = await h.database.query<{ id: number; name: string; city: string | null; assets: number }>(
      `select id, name, city, latest_assets as assets from institutions
        where active and fi_type = 'bank' order by latest_assets desc nulls last, id limit 1`,
    );
    if (!bank) throw new Error('no bank in the demo data');
    largestBank = { ...bank, id: Number(bank.id), assets: Number(bank.assets) };
    const [row] = await h.database.query<{ p: string }>(
      `select max(latest_period)::text as p from institutions where active and fi_type = 'bank'`,
    );
    latest = row?.p ?? '';
  });
  afterAll(async () => h?.close());

  const preview = (as: SignedIn, payload: Payload) =>
    h.call(as, { method: 'POST', url: '/api/self_serve_reports/preview', payload });

  it('shows each metric as the metric service computes it, with its span, set and scope', async () => {
    const common = commonMetric?.id ?? '';
    const detailed = detailedBankMetric?.id ?? '';
    const res = await preview(vendor, {
      fi_type: 'bank',
      report_elements: [
        {
          element_id: metricElementId(common),
          element_type: 'common_metric',
          element_properties: { scope: 'trend', span: 2 },
        },
        {
          element_id: metricElementId(detailed),
          element_type: 'metrics',
          element_properties: { scope: 'single', span: 1, set: 2 },
        },
        {
          element_id: FIRMOGRAPHIC_ELEMENT.city,
          element_type: 'firmographics',
          element_properties: { action_taken: null, element_option: null, output_type: 'text' },
        },
        { element_id: 1, element_type: 'segmentation' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.institution).toMatchObject({ id: largestBank.id, name: largestBank.name });
    expect(body.chosen_by).toBe('largest');

    const periods = Array.from({ length: 5 }, (_, i) => addQuarters(latest, i - 4));
    const metrics = metricServiceFor(h.database);
    const institutions = [{ id: largestBank.id, fiType: 'bank' }];
    const trend = await metrics.compute({ metricIds: [common], institutions, periods, span: 2, set: 1 });
    const single = await metrics.compute({
      metricIds: [detailed],
      institutions,
      periods: [latest],
      span: 1,
      set: 2,
    });
    const expected = periods.map((p) => trend.cells.get(common)?.get(p)?.get(largestBank.id)?.value ?? null);
    expect(expected.some((v) => v !== null)).toBe(true);
    const [trendElement, singleElement, city, band] = body.elements;
    expect(trendElement.periods).toHaveLength(5);
    expect(trendElement.rows[0].values).toEqual(expected);
    expect(trendElement.rows[0].label).toBe('Trailing-12 Months, As Reported');
    expect(singleElement.periods).toHaveLength(1);
    expect(singleElement.rows[0].values).toEqual([
      single.cells.get(detailed)?.get(latest)?.get(largestBank.id)?.value ?? null,
    ]);
    expect(singleElement.rows[0].label).toBe('Quarterly, Merger Restated');
    expect(city.rows[0].values).toEqual([largestBank.city]);
    const bandOf = ASSET_BANDS.find(
      (b) => largestBank.assets >= b.min && (b.id === 6 || largestBank.assets < b.max),
    );
    expect(band.rows[0].values).toEqual([bandOf?.label]);
  });

  it('opens on an institution user’s own institution and on the one asked for', async () => {
    const [company] = await h.database.query<{ name: string }>(
      'select company_name as name from users where id = $1',
      [fi.userId],
    );
    const own = await preview(fi, {
      fi_type: 'bank',
      report_elements: [
        {
          element_id: FIRMOGRAPHIC_ELEMENT.name,
          element_type: 'firmographics',
          element_properties: { action_taken: null, element_option: null, output_type: 'text' },
        },
      ],
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().chosen_by).toBe('own_institution');
    expect(own.json().institution.name.toLowerCase()).toBe(company?.name.toLowerCase());

    const [creditUnion] = await h.database.query<{ id: number }>(
      `select id from institutions where active and fi_type = 'credit_union' limit 1`,
    );
    const body = (institution_id: number, fi_type: string) => ({
      institution_id,
      fi_type,
      report_elements: [
        {
          element_id: FIRMOGRAPHIC_ELEMENT.city,
          element_type: 'firmographics',
          element_properties: { action_taken: null, element_option: null, output_type: 'text' },
        },
      ],
    });
    const asked = await preview(vendor, body(Number(creditUnion?.id), 'credit_union'));
    expect(asked.json()).toMatchObject({
      chosen_by: 'request',
      institution: { id: Number(creditUnion?.id) },
    });
    const wrongType = await preview(vendor, body(Number(creditUnion?.id), 'bank'));
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().error.message).toBe(REPORT_WRITER_MESSAGES.sampleNotActive);
  });

  it('refuses a bad element with a 422, never a failed computation', async () => {
    for (const element of [
      { element_id: 987654, element_type: 'metrics' },
      { element_id: 999, element_type: 'segmentation' },
      { element_id: 1, element_type: 'market_area' },
    ]) {
      const res = await preview(vendor, { fi_type: 'bank', report_elements: [element] });
      expect(res.statusCode, res.body).toBe(422);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ element_id: i + 1, element_type: 'metrics' }));
    expect((await preview(vendor, { fi_type: 'bank', report_elements: tooMany })).statusCode).toBe(422);
  });
});
