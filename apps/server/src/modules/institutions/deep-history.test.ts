import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SPAN_ID, type SpanId } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricServiceFor } from '../../analytics/metric-service.js';
import { type SdiHistory, writeSdiHistoryFiles } from '../../ingest/demo/sdi-history-files.js';
import { importFdicHistory } from '../../ingest/fdic-history.js';
import { importFdicSdi } from '../../ingest/fdic-sdi.js';
import { addQuarters, type Period, priorYearEnd } from '../../metrics/periods.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { type HeldPeriod, heldPeriods } from './held-periods.js';

/**
 * Many quarters loaded one after another, the structure changes first (before the banks they name):
 * restated figures and spans over the whole history must equal what the files themselves say.
 * Expectations are computed here from the generated CSV files, not from the database.
 */

/** One CSV line: quoted text fields, bare numbers. */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

async function csvRows(file: string): Promise<Record<string, string>[]> {
  const [header, ...lines] = (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '');
  const names = csvFields(header as string);
  return lines.map((line) => {
    const fields = csvFields(line);
    return Object.fromEntries(names.map((name, i) => [name, fields[i] ?? '']));
  });
}

/** cert -> period -> value of one SDI variable, read from the topic file that holds it. */
async function filedValues(history: SdiHistory, variable: string) {
  const out = new Map<string, Map<Period, number>>();
  for (const [i, dir] of history.quarterDirs.entries()) {
    const period = history.periods[i] as Period;
    for (const name of await readdir(dir)) {
      const rows = await csvRows(path.join(dir, name));
      if (!rows[0] || !(variable in rows[0])) continue;
      for (const row of rows) {
        const raw = row[variable] ?? '';
        if (raw === '') continue;
        const cert = row.cert as string;
        if (!out.has(cert)) out.set(cert, new Map());
        out.get(cert)?.set(period, Number(raw));
      }
    }
  }
  return out;
}

describe('a deep history, quarter after quarter', () => {
  let database: TestDatabase;
  let dir: string;
  let history: SdiHistory;
  let idOf: Map<string, number>;
  let certOf: Map<number, string>;
  let mergers: { acquirer: string; target: string; date: string }[];
  let periodsHeld: () => Promise<HeldPeriod[]>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fin-atlas-deep-history-'));
    history = await writeSdiHistoryFiles(dir, {
      latestPeriod: '2025-12-31',
      quarters: 10,
      banks: 160,
      seed: 7,
    });
    database = await openTestDatabase();
    await importFdicHistory(database, history.historyDir);
    periodsHeld = heldPeriods(database);
    for (const [i, quarter] of history.quarterDirs.entries()) {
      await importFdicSdi(database, quarter);
      // The quarters list is first counted half way: later loads must be counted in as they come.
      if (i === 4) await periodsHeld();
    }
    // A restated release of a quarter in the middle of the history, loaded again long after.
    await importFdicSdi(database, history.quarterDirs[4] as string);
    const banks = await database.query<{ id: number; regulatory_id: string }>(
      "select id, regulatory_id from institutions where fi_type = 'bank'",
    );
    idOf = new Map(banks.map((b) => [b.regulatory_id, Number(b.id)]));
    certOf = new Map(banks.map((b) => [Number(b.id), b.regulatory_id]));
    const events = await csvRows(path.join(history.historyDir, 'Business_Combinations_-_Failures_demo.csv'));
    mergers = events
      .filter((e) => e.CHANGECODE === '223')
      .map((e) => ({
        acquirer: e.ACQ_CERT as string,
        target: e.OUT_CERT as string,
        date: (e.EFFDATE as string).slice(0, 10),
      }));
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('restates each acquirer over every quarter with all it took over later, as the files add up', async () => {
    expect(mergers.length).toBeGreaterThan(5);
    const assets = await filedValues(history, 'asset');
    const netIncome = await filedValues(history, 'netinc');
    /** Targets merged into `cert` after `period`, and what merged into them after it. */
    const sourcesOf = (cert: string, period: Period): string[] =>
      mergers
        .filter((m) => m.acquirer === cert && m.date > period)
        .flatMap((m) => [m.target, ...sourcesOf(m.target, period)]);
    const restated = (values: Map<string, Map<Period, number>>, cert: string, period: Period) => {
      const own = values.get(cert)?.get(period);
      if (own === undefined) return null;
      return sourcesOf(cert, period).reduce((sum, t) => sum + (values.get(t)?.get(period) ?? 0), own);
    };
    const acquirers = [...new Set(mergers.map((m) => m.acquirer))];
    const institutions = acquirers.map((cert) => ({ id: idOf.get(cert) as number, fiType: 'bank' }));
    const service = metricServiceFor(database);
    // A few institutions read their own rows; a national request reads whole quarters: both restate.
    for (const national of [false, true]) {
      const result = await service.compute({
        metricIds: ['total_assets', 'net_income'],
        institutions,
        periods: history.periods,
        span: SPAN_ID.YTD,
        set: 2,
        national,
      });
      const mismatches: string[] = [];
      let grew = 0;
      for (const { id } of institutions) {
        const cert = certOf.get(id) as string;
        for (const period of history.periods) {
          const got = result.cells.get('total_assets')?.get(period)?.get(id)?.value ?? null;
          const want = restated(assets, cert, period);
          if (got !== want) mismatches.push(`assets ${cert} ${period}: ${got} != ${want}`);
          if (want !== null && want > (assets.get(cert)?.get(period) ?? 0)) grew++;
          const income = result.cells.get('net_income')?.get(period)?.get(id)?.value ?? null;
          const wantIncome = restated(netIncome, cert, period);
          if (income !== wantIncome)
            mismatches.push(`net income ${cert} ${period}: ${income} != ${wantIncome}`);
        }
      }
      expect(mismatches).toEqual([]);
      // The history's events were loaded before any bank: they still restate.
      expect(grew).toBeGreaterThan(0);
    }
  });

  it('gives every span of every quarter from the year-to-date amounts as filed', async () => {
    const ytd = await filedValues(history, 'netinc');
    const institutions = [...idOf.values()].map((id) => ({ id, fiType: 'bank' }));
    const service = metricServiceFor(database);
    const expected = (cert: string, period: Period, span: SpanId): number | null => {
      const at = (p: Period) => ytd.get(cert)?.get(p);
      const now = at(period);
      const quarter = Number(period.slice(5, 7)) / 3;
      if (now === undefined) return null;
      if (span === SPAN_ID.YTD) return now;
      if (span === SPAN_ID.QTR) {
        if (quarter === 1) return now;
        const before = at(addQuarters(period, -1));
        return before === undefined ? null : now - before;
      }
      if (quarter === 4) return now;
      const lastYear = at(priorYearEnd(period));
      const yearAgo = at(addQuarters(period, -4));
      return lastYear === undefined || yearAgo === undefined ? null : now + lastYear - yearAgo;
    };
    let compared = 0;
    for (const span of [SPAN_ID.QTR, SPAN_ID.T12, SPAN_ID.YTD] as const) {
      const result = await service.compute({
        metricIds: ['net_income'],
        institutions,
        periods: history.periods,
        span,
        set: 1,
      });
      const mismatches: string[] = [];
      for (const { id } of institutions) {
        const cert = certOf.get(id) as string;
        for (const period of history.periods) {
          const got = result.cells.get('net_income')?.get(period)?.get(id)?.value ?? null;
          const want = expected(cert, period, span);
          if (want !== null) compared++;
          if (got !== want) mismatches.push(`span ${span} ${cert} ${period}: ${got} != ${want}`);
        }
      }
      expect(mismatches).toEqual([]);
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('lists every quarter held with its filers, newest first, as loads add and replace quarters', async () => {
    const assets = await filedValues(history, 'asset');
    const filers = (period: Period) => [...assets.values()].filter((byPeriod) => byPeriod.has(period)).length;
    const listed = await periodsHeld();
    expect(listed.map((p) => p.period)).toEqual([...history.periods].reverse());
    expect(listed.map((p) => p.institutions.bank)).toEqual([...history.periods].reverse().map(filers));
    const holdings = await database.query<{ period: string; n: number }>(
      `select f.period::text as period, count(*)::int as n from financials f join institutions i on i.id = f.institution_id
        where i.fi_type = 'bhc' group by f.period order by f.period desc`,
    );
    expect(listed.map((p) => p.institutions.bhc)).toEqual(holdings.map((h) => h.n));
  });

  it('keeps each bank at its newest quarter after an older quarter is loaded again', async () => {
    const assets = await filedValues(history, 'asset');
    const latest = history.periods.at(-1) as Period;
    const rows = await database.query<{
      regulatory_id: string;
      latest_period: string;
      latest_assets: number;
      active: boolean;
    }>(
      "select regulatory_id, latest_period::text as latest_period, latest_assets, active from institutions where fi_type = 'bank'",
    );
    const wrong = rows.filter((row) => {
      const filed = assets.get(row.regulatory_id) as Map<Period, number>;
      const newest = [...filed.keys()].sort().at(-1) as Period;
      return (
        row.latest_period !== newest ||
        Number(row.latest_assets) !== filed.get(newest) ||
        row.active !== (newest === latest)
      );
    });
    expect(wrong).toEqual([]);
    expect(rows.filter((r) => !r.active).length).toBeGreaterThan(5);
  });
});
