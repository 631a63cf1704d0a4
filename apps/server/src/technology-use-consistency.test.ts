import {
  type CardDataResponse,
  type FirmographicsReport,
  type MarketShareReport,
  type OfferingCard,
  type ProfileOfferings,
  type ReportViewPage,
  type ServiceReport,
  TECHNOLOGY_USE_LABELS,
  type TechnographicVendors,
  type TechnologyUse,
  technologyUseOf,
  technologyUseSql,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from './test/identity-harness.js';

const LATEST = '2026-09-30';
/** The built-in Technology Profile report (Reporter). */
const TECHNOLOGY_PROFILE = 21;

type Record = {
  id: number;
  institution_id: number;
  has_service: boolean;
  type: string;
  vendor_id: number | null;
  started_on: string;
  sql_use: TechnologyUse;
};

/**
 * One question, one answer: how many institutions run a solution in-house, how many through a vendor
 * nobody has identified, and which institutions do not offer it, asked of every screen and API that
 * answers it, on the demo data set. Any screen that counts or labels differently fails here.
 */
describe('in-house, vendor unknown and no service mean the same on every screen', () => {
  let h: Harness;
  let vendor: SignedIn;
  let solution: { id: number; name: string };
  let records: Record[];
  let peerGroupId: number;
  let bankIds: Set<number>;
  let subjectBank: number;

  /** Institutions with a current record of the use: the ground truth, by the domain rule. */
  const institutionsWith = (use: TechnologyUse) =>
    new Set(records.filter((r) => technologyUseOf(r) === use).map((r) => r.institution_id));
  /** The use of the record that speaks for each institution: offers first, then the latest. */
  const primaryUse = () => {
    const ordered = [...records].sort(
      (a, b) =>
        Number(b.has_service) - Number(a.has_service) ||
        b.started_on.localeCompare(a.started_on) ||
        b.id - a.id,
    );
    const uses = new Map<number, TechnologyUse>();
    for (const r of ordered) if (!uses.has(r.institution_id)) uses.set(r.institution_id, technologyUseOf(r));
    return uses;
  };
  async function savePeerGroup(name: string, ids: number[]): Promise<number> {
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: { name, builder: 'quick', criteria: { institution_ids: ids } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return saved.json().id;
  }
  /**
   * A bank whose record says each use, from the records that speak for each institution; never the
   * report's subject, which heads the report rather than sitting in its peer table.
   */
  const sampleBanks = () => {
    const primary = [...primaryUse()].filter(([id]) => bankIds.has(id) && id !== subjectBank);
    return (['vendor', 'in_house', 'vendor_unknown', 'no_service'] as const).map((use) => {
      const found = primary.find(([, u]) => u === use);
      expect(found, `a bank whose record says ${use}`).toBeDefined();
      return { institutionId: (found as [number, TechnologyUse])[0], use };
    });
  };
  const get = async <T>(url: string): Promise<T> => {
    const res = await h.call(vendor, { url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    // The Digital Banking solution of the Technology Profile with the most of the rarest use, so
    // every use is present: it is on Reporter, the Advisor's retail services and every report.
    const [chosen] = await h.database.query<{ id: number; name: string }>(
      `select s.id, s.name from solutions s
         join institution_technographics t on t.solution_id = s.id and t.ended_on is null
        where s.name in ('Retail Online Banking', 'Retail Mobile Banking', 'Consumer Mobile Deposit', 'Consumer Bill Pay')
        group by s.id, s.name
        order by least(count(*) filter (where t.has_service and t.type = 'service'),
                       count(*) filter (where t.has_service and t.type <> 'service' and t.vendor_id is null),
                       count(*) filter (where not t.has_service)) desc, s.id
        limit 1`,
    );
    solution = { id: Number(chosen?.id), name: String(chosen?.name) };
    records = (
      await h.database.query<Record>(
        `select t.id::int as id, t.institution_id, t.has_service, t.type, t.vendor_id, t.started_on::text as started_on,
                ${technologyUseSql('t')} as sql_use
           from institution_technographics t where t.solution_id = $1 and t.ended_on is null`,
        [solution.id],
      )
    ).map((r) => ({
      ...r,
      institution_id: Number(r.institution_id),
      vendor_id: r.vendor_id === null ? null : Number(r.vendor_id),
    }));
    const banks = await h.database.query<{ id: number }>(
      `select id from institutions where fi_type = 'bank' and active and latest_period = $1
        order by latest_assets desc limit 25`,
      [LATEST],
    );
    subjectBank = Number(banks[0]?.id);
    peerGroupId = await savePeerGroup(
      'Consistency peers',
      banks.map((b) => Number(b.id)),
    );
    bankIds = new Set(
      (await h.database.query<{ id: number }>(`select id from institutions where fi_type = 'bank'`)).map(
        (r) => Number(r.id),
      ),
    );
  }, 240_000);
  afterAll(async () => h.close());

  it('the demo data holds every use for the solution, and SQL and TypeScript classify alike', () => {
    for (const use of ['vendor', 'in_house', 'vendor_unknown', 'no_service'] as const) {
      expect(institutionsWith(use).size, use).toBeGreaterThan(0);
    }
    for (const r of records) expect(r.sql_use).toBe(technologyUseOf(r));
  });

  it('the solution report, market share and firmographics count the same institutions', async () => {
    const inHouse = institutionsWith('in_house').size;
    const unknown = institutionsWith('vendor_unknown').size;
    const offering = new Set(records.filter((r) => r.has_service).map((r) => r.institution_id)).size;

    const report = await get<ServiceReport>(`/api/technographics/service_report/${solution.id}`);
    const shareOf = (use: string) => report.vendor_shares.find((s) => s.use === use)?.clients ?? 0;
    expect({
      offering: report.figures.clients,
      inHouse: shareOf('in_house'),
      unknown: shareOf('vendor_unknown'),
    }).toEqual({
      offering,
      inHouse,
      unknown,
    });

    const query = `bank_service_id=${solution.id}&fi_type=0&known_vendor=0&show_all=true`;
    for (const path of ['market_share', 'firmographics'] as const) {
      const market = await get<MarketShareReport | FirmographicsReport>(
        `/api/market_reports/${path}?${query}`,
      );
      const row = (kind: string) => market.rows.find((r) => r.kind === kind);
      expect(
        {
          offering: row('grand_total')?.clients,
          inHouse: row('in_house')?.clients ?? 0,
          unknown: row('unknown_vendor')?.clients ?? 0,
          names: [row('in_house')?.vendor, row('unknown_vendor')?.vendor],
        },
        path,
      ).toEqual({
        offering,
        inHouse,
        unknown,
        names: [TECHNOLOGY_USE_LABELS.in_house, TECHNOLOGY_USE_LABELS.vendor_unknown],
      });
    }
  });

  it('FIN Profile and the Advisor offering cards say of each institution what its record says', async () => {
    const sample = sampleBanks();
    for (const { institutionId, use } of sample) {
      const offerings = await get<ProfileOfferings>(
        `/api/advisors/profile_offerings?institution_id=${institutionId}`,
      );
      const offered = offerings.categories
        .flatMap((c) => c.services)
        .find((s) => s.solution_id === solution.id);
      expect(offered?.has_service, `profile offering, ${use}`).toBe(use !== 'no_service');

      const vendors = await get<TechnographicVendors>(
        `/api/advisors/technographic_vendors?institution_id=${institutionId}`,
      );
      const shown = vendors.rows.filter((r) => r.solution_id === solution.id).map((r) => r.use);
      expect(shown, `profile vendors, ${use}`).toEqual(use === 'no_service' ? [] : [use]);

      const cards = await get<CardDataResponse>(
        `/api/advisors/card_data?institution_id=${institutionId}&peer_group_id=${peerGroupId}&section_id=retail_services`,
      );
      const row = cards.cards
        .filter((c): c is OfferingCard => c.kind === 'offering')
        .flatMap((c) => c.rows)
        .find((r) => r.key === `solution:${solution.id}`);
      expect(row?.institution, `advisor card, ${use}`).toBe(use !== 'no_service');
    }
  });

  it('a Reporter technographic report labels each institution as its record says', async () => {
    const sample = sampleBanks();
    const groupId = await savePeerGroup(
      'One bank of each use',
      sample.map((s) => s.institutionId),
    );
    const run = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: TECHNOLOGY_PROFILE, bank_id: subjectBank, peer_group_id: groupId },
    });
    expect([200, 201], run.body).toContain(run.statusCode);
    const report = run.json().report as { id: number; progress_key: string };
    for (let attempt = 0; attempt < 400; attempt++) {
      const progress = (await h.call(vendor, { url: `/api/progress/${report.progress_key}` })).json();
      if (progress.state === 'done') break;
      expect(progress.state).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const single = await get<ReportViewPage>(
      `/api/self_serve_reports/view?id=${report.id}&report_id=${TECHNOLOGY_PROFILE}&report_view=single&metric_id=${solution.id}`,
    );
    for (const { institutionId, use } of sample) {
      const row = single.peer_table.find((r) => r.bank_id === institutionId);
      expect(row, `the peer table row of the ${use} bank`).toBeDefined();
      const label = row?.value5 ?? '';
      if (use === 'vendor') expect(Object.values(TECHNOLOGY_USE_LABELS), use).not.toContain(label);
      else expect(label, use).toBe(TECHNOLOGY_USE_LABELS[use]);
    }
  });
});
