import {
  ASSET_BANDS,
  currentRecordOrderSql,
  DELETED_ELEMENT_NAME,
  EXCEL_NOTICE,
  INTENT_LIMITS,
  type IntentInstitutionEvidence,
  type IntentInstitutionRow,
  type IntentLevelCounts,
  type IntentSignalDetail,
  type IntentSignalList,
  technologyUseLabel,
  technologyUseOf,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import {
  INTENT_FIXTURE_PERIODS,
  type IntentFixture,
  seedIntentFixture,
} from '../../../test/intent-fixtures.js';

type Institution = { id: number; name: string; state: string; fi_type: string; assets: number };

const [, PREVIOUS, LATEST] = INTENT_FIXTURE_PERIODS;

describe('FIN Intent signals for users', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fx: IntentFixture;
  let institutions: Map<number, Institution>;
  /** The vendors each fixture institution runs today for Core Processing. */
  let coreVendors: Map<number, number[]>;

  const get = (as: SignedIn | null, url: string) => h.call(as, { url });
  const base = () => `/api/intent/signals/${fx.signalId}`;

  /** The counts by level at a quarter of the fixture institutions that pass `keep`, from the rows. */
  function expectedCounts(period: string, keep: (i: Institution) => boolean): IntentLevelCounts {
    const counts: IntentLevelCounts = { early_research: 0, active_research: 0, in_depth_research: 0 };
    for (const s of fx.scores) {
      const institution = institutions.get(s.institutionId);
      if (s.period === period && s.level && institution && keep(institution)) {
        counts[s.level as keyof IntentLevelCounts]++;
      }
    }
    return counts;
  }

  const mostCommon = <T>(values: T[]): T => {
    const tally = new Map<T, number>();
    for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
    return [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as T;
  };

  async function listed(query: string) {
    const res = await get(vendor, `/api/intent/signals${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const list: IntentSignalList = res.json();
    const mine = list.signals.find((s) => s.id === fx.signalId);
    if (!mine) throw new Error('the fixture signal is not listed');
    return { list, mine };
  }

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    fx = await seedIntentFixture(h.database, 'Fixture: Core Conversion');
    const rows = await h.database.query<Institution>(
      `select id, name, state, fi_type, latest_assets as assets from institutions where id = any($1::int[])`,
      [fx.institutionIds],
    );
    institutions = new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
    const records = await h.database.query<{ institution_id: number; vendor_id: number }>(
      `select institution_id, vendor_id from institution_technographics
        where solution_id = $1 and ended_on is null and has_service and vendor_id is not null
          and institution_id = any($2::int[])`,
      [fx.solutionId, fx.institutionIds],
    );
    coreVendors = new Map();
    for (const r of records) {
      coreVendors.set(r.institution_id, [...(coreVendors.get(r.institution_id) ?? []), r.vendor_id]);
    }
  });
  afterAll(async () => h?.close());

  describe('the signals list', () => {
    it('counts the institutions at each level at the latest scored quarter and the quarter before', async () => {
      const { list, mine } = await listed('');
      expect(list.period && list.period >= LATEST).toBe(true);
      expect(list.is_demo).toBe(true);
      expect(mine).toMatchObject({
        name: 'Fixture: Core Conversion',
        solution: { id: fx.solutionId, name: 'Core Processing' },
        is_active: true,
        following: null,
      });
      expect(mine.counts).toEqual(expectedCounts(LATEST, () => true));
      expect(mine.previous_counts).toEqual(expectedCounts(PREVIOUS, () => true));
      expect(mine.counts.in_depth_research).toBeGreaterThan(0);
    });

    it('narrows the counts by state, FI type, asset band and current core vendor', async () => {
      const state = mostCommon([...institutions.values()].map((i) => i.state));
      const band = ASSET_BANDS[1];
      const vendorId = mostCommon([...coreVendors.values()].flat());
      const cases: [string, (i: Institution) => boolean][] = [
        [`state=${state}`, (i) => i.state === state],
        ['fi_type=credit_union', (i) => i.fi_type === 'credit_union'],
        [`asset_band=${band.id}`, (i) => i.assets >= band.min && i.assets < band.max],
        [`vendor_id=${vendorId}`, (i) => coreVendors.get(i.id)?.includes(vendorId) ?? false],
        [`state=${state}&fi_type=bank`, (i) => i.state === state && i.fi_type === 'bank'],
      ];
      const all = expectedCounts(LATEST, () => true);
      for (const [query, keep] of cases) {
        const { mine } = await listed(`?${query}`);
        const expected = expectedCounts(LATEST, keep);
        expect(mine.counts, query).toEqual(expected);
        expect(mine.previous_counts, query).toEqual(expectedCounts(PREVIOUS, keep));
        expect(expected, `${query} must narrow the fixture`).not.toEqual(all);
      }
    });

    it('lists only active signals, optionally of one solution, and refuses unknown filters', async () => {
      const [other] = await h.database.query<{ id: number }>(
        `insert into intent_signals (name, early_threshold, active_threshold, in_depth_threshold, is_active)
         values ('Fixture: switched off', 20, 40, 60, false) returning id`,
      );
      const { list } = await listed('');
      expect(list.signals.map((s) => s.id)).not.toContain(other?.id);
      expect((await get(vendor, `/api/intent/signals/${other?.id}`)).statusCode).toBe(404);
      const bySolution = await listed(`?solution_id=${fx.solutionId}`);
      expect(bySolution.list.signals.every((s) => s.solution?.id === fx.solutionId)).toBe(true);
      const [unused] = await h.database.query<{ id: number }>(
        `select id from solutions where id <> $1 order by id limit 1`,
        [fx.solutionId],
      );
      const none = await get(vendor, `/api/intent/signals?solution_id=${unused?.id}`);
      expect(none.json().signals.map((s: { id: number }) => s.id)).not.toContain(fx.signalId);
      for (const bad of ['asset_band=7', 'state=ZZ', 'fi_type=thrift', 'vendor_id=abc']) {
        expect((await get(vendor, `/api/intent/signals?${bad}`)).statusCode, bad).toBe(422);
      }
    });
  });

  describe('one signal', () => {
    it('lists its elements, a deleted one with evidence as (Deleted), and its history oldest first', async () => {
      const res = await get(vendor, base());
      expect(res.statusCode, res.body).toBe(200);
      const detail: IntentSignalDetail = res.json();
      expect(detail.thresholds).toEqual({ early: 20, active: 40, in_depth: 60 });
      expect(detail.elements.map((e) => [e.name, e.kind, e.deleted])).toEqual([
        ['Core conversion postings', 'job_posting', false],
        ['New technology executive', 'contact', false],
        [DELETED_ELEMENT_NAME, 'contract_age', true],
      ]);
      expect(detail.elements[0]?.params).toMatchObject({ kind: 'job_posting', min_count: 2 });
      expect(detail.period).toBe(LATEST);
      expect(detail.history.map((p) => p.period)).toEqual([...INTENT_FIXTURE_PERIODS]);
      for (const point of detail.history) {
        expect(point.counts, point.period).toEqual(expectedCounts(point.period, () => true));
      }
      expect(detail.counts).toEqual(expectedCounts(LATEST, () => true));
      expect(detail.is_demo).toBe(true);
    });

    it('drops a deleted element that never carried evidence, and answers 404 for no signal', async () => {
      await h.database.query(
        `insert into intent_signal_elements (signal_id, name, kind, weight, params, deleted_at)
         values ($1, 'Never scored', 'merger', 5, '{"role":"any","within_quarters":4}', now())`,
        [fx.signalId],
      );
      const detail: IntentSignalDetail = (await get(vendor, base())).json();
      expect(detail.elements.map((e) => e.name)).not.toContain('Never scored');
      expect(detail.elements).toHaveLength(3);
      for (const url of ['/api/intent/signals/999999', '/api/intent/signals/abc']) {
        const res = await get(vendor, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.message).toBe('Signal not found.');
      }
    });
  });

  describe("a signal's institutions", () => {
    const scoredAt = (period: string) => fx.scores.filter((s) => s.period === period && s.level !== null);

    it('pages through the institutions at any level, strongest first, within bounded pages', async () => {
      const total = scoredAt(LATEST).length;
      const first = await get(vendor, `${base()}/institutions?per_page=10`);
      expect(first.statusCode, first.body).toBe(200);
      const page = first.json();
      expect(page).toMatchObject({ period: LATEST, total, page: 1, per_page: 10, is_demo: true });
      expect(page.rows).toHaveLength(10);
      const scores = page.rows.map((r: IntentInstitutionRow) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const all: IntentInstitutionRow[] = [];
      for (let p = 1; p <= Math.ceil(total / 10); p++) {
        all.push(...(await get(vendor, `${base()}/institutions?per_page=10&page=${p}`)).json().rows);
      }
      expect(new Set(all.map((r) => r.institution_id)).size).toBe(total);
      const beyond = (await get(vendor, `${base()}/institutions?per_page=10&page=99`)).json();
      expect(beyond).toMatchObject({ total, rows: [] });
      expect((await get(vendor, `${base()}/institutions`)).json().per_page).toBe(INTENT_LIMITS.pageSize);
      for (const bad of [
        `per_page=${INTENT_LIMITS.maxPageSize + 1}`,
        'per_page=0',
        'page=0',
        'sort=random',
      ]) {
        expect((await get(vendor, `${base()}/institutions?${bad}`)).statusCode, bad).toBe(422);
      }
    });

    it('gives each institution its level, previous level, trend, current core product and top elements', async () => {
      const res = await get(vendor, `${base()}/institutions?level=in_depth_research&per_page=500`);
      const rows: IntentInstitutionRow[] = res.json().rows;
      const inDepth = scoredAt(LATEST).filter((s) => s.level === 'in_depth_research');
      expect(rows.map((r) => r.institution_id).sort()).toEqual(inDepth.map((s) => s.institutionId).sort());
      const current = await h.database.query<{
        institution_id: number;
        has_service: boolean;
        type: string;
        vendor_id: number | null;
        vendor: string | null;
        product: string | null;
      }>(
        `select distinct on (t.institution_id) t.institution_id, t.has_service, t.type, t.vendor_id,
                v.name as vendor, p.name as product
           from institution_technographics t
           left join vendors v on v.id = t.vendor_id left join products p on p.id = t.product_id
          where t.solution_id = $1 and t.ended_on is null and t.institution_id = any($2::int[])
          order by t.institution_id, ${currentRecordOrderSql('t')}`,
        [fx.solutionId, rows.map((r) => r.institution_id)],
      );
      const byId = new Map(current.map((c) => [c.institution_id, c]));
      for (const row of rows) {
        const history = fx.scores.filter((s) => s.institutionId === row.institution_id);
        expect(row.level).toBe('in_depth_research');
        expect(row.trend).toEqual(history.map((s) => s.score));
        expect(row.previous_level).toBe(history[1]?.level ?? null);
        expect(row.top_elements).toEqual([
          'Core conversion postings',
          'New technology executive',
          DELETED_ELEMENT_NAME,
        ]);
        const record = byId.get(row.institution_id);
        expect(row.current_vendor).toBe(
          record ? technologyUseLabel(technologyUseOf(record), record.vendor) : null,
        );
        expect(row.current_product).toBe(record?.product ?? null);
      }
      expect(rows.some((r) => r.current_vendor !== null)).toBe(true);
    });

    it('sorts by name, assets and change in score', async () => {
      const rows = async (sort: string): Promise<IntentInstitutionRow[]> =>
        (await get(vendor, `${base()}/institutions?sort=${sort}&per_page=500`)).json().rows;
      const byName = (await rows('name')).map((r) => r.name);
      expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const assets = (await rows('assets')).map((r) => r.assets ?? 0);
      expect(assets).toEqual([...assets].sort((a, b) => b - a));
      const change = (await rows('change')).map((r) => (r.trend.at(-1) ?? 0) - (r.trend.at(-2) ?? 0));
      expect(change).toEqual([...change].sort((a, b) => b - a));
    });
  });

  describe("an institution's evidence", () => {
    const strongest = () =>
      fx.scores
        .filter((s) => s.period === LATEST)
        .sort((a, b) => b.score - a.score)[0] as IntentFixture['scores'][number];

    it('shows what each element earned and the records behind it, a deleted element as (Deleted)', async () => {
      const top = strongest();
      const res = await get(vendor, `${base()}/institutions/${top.institutionId}`);
      expect(res.statusCode, res.body).toBe(200);
      const evidence: IntentInstitutionEvidence = res.json();
      expect(evidence).toMatchObject({
        signal: { id: fx.signalId, name: 'Fixture: Core Conversion' },
        institution: { id: top.institutionId, name: institutions.get(top.institutionId)?.name },
        period: LATEST,
        score: top.score,
        level: 'in_depth_research',
      });
      expect(evidence.elements.map((e) => [e.name, e.points, e.evidence.map((x) => x.label)])).toEqual([
        ['Core conversion postings', top.score, ['Core Conversion Analyst']],
        ['New technology executive', 10, ['Chief Information Officer joined']],
        [DELETED_ELEMENT_NAME, 5, ['Core contract since 2015']],
      ]);
      expect(evidence.elements[2]?.evidence[0]).toMatchObject({
        kind: 'technographics',
        occurred_on: '2026-08-15',
      });
      expect(evidence.history).toEqual(
        fx.scores
          .filter((s) => s.institutionId === top.institutionId)
          .map((s) => ({ period: s.period, score: s.score, level: s.level })),
      );
    });

    it('reads an earlier scored quarter, and refuses a quarter or institution that was not scored', async () => {
      const top = strongest();
      const url = `${base()}/institutions/${top.institutionId}`;
      const earlier: IntentInstitutionEvidence = (await get(vendor, `${url}?period=${PREVIOUS}`)).json();
      const before = fx.scores.find((s) => s.institutionId === top.institutionId && s.period === PREVIOUS);
      expect(earlier).toMatchObject({ period: PREVIOUS, score: before?.score, level: before?.level });
      // The deleted element carries no evidence at that quarter, so it is not shown there.
      expect(earlier.elements.map((e) => [e.name, e.points])).toEqual([
        ['Core conversion postings', 0],
        ['New technology executive', 0],
      ]);
      expect(earlier.history.map((p) => p.period)).toEqual(INTENT_FIXTURE_PERIODS.slice(0, 2));
      const unscored = await get(vendor, `${url}?period=2025-12-31`);
      expect(unscored.statusCode).toBe(404);
      expect(unscored.json().error.message).toBe('That quarter was not scored for this signal.');
      expect((await get(vendor, `${url}?period=2026-08-15`)).statusCode).toBe(422);
      const nobody = await get(vendor, `${base()}/institutions/2000000000`);
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().error.message).toBe('Institution not found.');
    });
  });

  describe('the CSV', () => {
    it('holds the chosen level after the filters, with the notice and fingerprint of a logged download', async () => {
      const inDepth = fx.scores.filter((s) => s.period === LATEST && s.level === 'in_depth_research');
      const state = institutions.get(inDepth[0]?.institutionId ?? 0)?.state;
      const expected = inDepth.filter((s) => institutions.get(s.institutionId)?.state === state);
      expect(expected.length).toBeLessThan(inDepth.length);
      const res = await get(vendor, `${base()}/export.csv?level=in_depth_research&state=${state}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(
        'fixture-core-conversion-institutions-2026-09-30.csv',
      );
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const fingerprint = lines[0]?.match(/FA-[A-Z2-7]{12}/)?.[0];
      expect(lines[0]).toContain(EXCEL_NOTICE.slice(0, 30));
      expect(lines[1]).toBe(
        'Institution,City,State,FI Type,Total Assets ($000),Score,Level,Previous Level,Current Vendor,Current Product,Top Elements',
      );
      expect(lines.slice(2)).toHaveLength(expected.length);
      expect(lines.slice(2).every((l) => l.includes(`,${state},`) && l.includes('In-Depth Research'))).toBe(
        true,
      );
      const [logged] = await h.database.query<{ kind: string; row_count: number; user_id: number }>(
        'select kind, row_count, user_id from downloads where fingerprint = $1',
        [fingerprint],
      );
      expect(logged).toEqual({ kind: 'fin_intent', row_count: expected.length, user_id: vendor.userId });
    });
  });

  describe('access', () => {
    it('needs FIN Intent bought: others are refused, anonymous callers asked to sign in', async () => {
      const limited = await h.signIn(demo.limited);
      const admin = await h.signIn(demo.superadmin);
      const urls = [
        '/api/intent/signals',
        base(),
        `${base()}/institutions`,
        `${base()}/institutions/${fx.institutionIds[0]}`,
        `${base()}/export.csv`,
        '/api/intent/alerts',
      ];
      for (const url of urls) {
        expect((await get(limited, url)).statusCode, url).toBe(403);
        expect((await get(null, url)).statusCode, url).toBe(401);
        expect((await get(admin, url)).statusCode, url).toBe(200);
      }
      const follow = {
        method: 'POST' as const,
        url: `${base()}/follow`,
        payload: { min_level: 'early_research' },
      };
      expect((await h.call(limited, follow)).statusCode).toBe(403);
    });
  });

  describe('following', () => {
    it("is the user's own: a colleague does not follow what they follow", async () => {
      const colleague = await h.signIn(demo.clientadmin);
      const follow = await h.call(vendor, {
        method: 'POST',
        url: `${base()}/follow`,
        payload: { min_level: 'active_research' },
      });
      expect(follow.statusCode, follow.body).toBe(200);
      expect(follow.json()).toEqual({ signal_id: fx.signalId, min_level: 'active_research' });
      expect((await get(vendor, base())).json().following).toBe('active_research');
      expect((await listed('')).mine.following).toBe('active_research');
      expect((await get(colleague, base())).json().following).toBeNull();
      const changed = await h.call(vendor, {
        method: 'POST',
        url: `${base()}/follow`,
        payload: { min_level: 'in_depth_research' },
      });
      expect(changed.json().min_level).toBe('in_depth_research');
      const stop = await h.call(vendor, { method: 'DELETE', url: `${base()}/follow` });
      expect(stop.json()).toEqual({ signal_id: fx.signalId, min_level: null });
      expect((await get(vendor, base())).json().following).toBeNull();
      const bad = await h.call(vendor, {
        method: 'POST',
        url: `${base()}/follow`,
        payload: { min_level: 'hot' },
      });
      expect(bad.statusCode).toBe(422);
      const none = await h.call(vendor, {
        method: 'POST',
        url: '/api/intent/signals/999999/follow',
        payload: { min_level: 'early_research' },
      });
      expect(none.statusCode).toBe(404);
    });
  });
});
