import { DATA_SOURCES, type DataFreshness, type DataSourceId } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';

type Load = { source: string; period: string | null; is_demo: boolean; finished_at: Date | string };
type Latest = { period: string | null; isDemo: boolean };

/** The data_loads source of each feed when a regulator file or provider export was imported. */
const IMPORT_SOURCE: Record<DataSourceId, string> = {
  fdic_call_reports: 'fdic-sdi',
  ncua_5300: 'ncua-5300',
  summary_of_deposits: 'fdic-sod',
  technographics: 'technographics',
  hmda: 'hmda-lar',
};
/** The generated demo set records its quarters under one source. */
const DEMO_SOURCE = 'demo';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The newest of several periods, a regulator's winning a tie with the demo set's. */
function newest(rows: Latest[]): Latest | null {
  let best: Latest | null = null;
  for (const row of rows) {
    if (!best || (row.period ?? '') > (best.period ?? '') || (row.period === best.period && !row.isDemo)) {
      best = row;
    }
  }
  return best;
}

/** When the feed's latest period was loaded: its import's record, or the demo set's for that quarter. */
function loadedAt(loads: Load[], source: DataSourceId, latest: Latest): string | null {
  const wanted = latest.isDemo ? DEMO_SOURCE : IMPORT_SOURCE[source];
  const matching = loads.filter(
    (l) =>
      l.source === wanted && (latest.period === null || l.period === latest.period || wanted === DEMO_SOURCE),
  );
  const at = matching
    .map((l) => iso(l.finished_at))
    .sort()
    .at(-1);
  return at ?? null;
}

/**
 * The latest period loaded per source, read from the data itself (institutions' latest quarter,
 * the newest deposit survey) with its provenance (data_loads): regulator files or the generated
 * demo set. Technographics are undated, so their freshness is when they were last loaded.
 */
export async function dataFreshness(database: Database): Promise<DataFreshness[]> {
  const quarters = await database.query<{ feed: DataSourceId; is_demo: boolean; period: string }>(
    `select case when fi_type = 'credit_union' then 'ncua_5300' else 'fdic_call_reports' end as feed,
            source = 'demo' as is_demo, max(latest_period)::text as period
       from institutions where latest_period is not null group by 1, 2`,
  );
  const [survey] = await database.query<{ year: number | null }>('select max(year) as year from branches');
  const loads = await database.query<Load>(
    'select source, period::text as period, is_demo, finished_at from data_loads',
  );
  const surveyPeriod = survey?.year ? `${survey.year}-06-30` : null;
  const surveyImported = loads.some(
    (l) => l.source === IMPORT_SOURCE.summary_of_deposits && !l.is_demo && l.period === surveyPeriod,
  );
  // A HMDA year is dated at its last day; the demo records its year under 'hmda', imports under 'hmda-lar'.
  const hmdaYears = loads
    .filter((l) => (l.source === 'hmda' || l.source === IMPORT_SOURCE.hmda) && l.period !== null)
    .map((l) => ({ period: l.period, isDemo: l.is_demo }));
  const technographics = loads
    .filter((l) => l.source === IMPORT_SOURCE.technographics)
    .sort((a, b) => iso(b.finished_at).localeCompare(iso(a.finished_at)))[0];

  const latestOf = (source: DataSourceId): Latest | null => {
    switch (source) {
      case 'fdic_call_reports':
      case 'ncua_5300':
        return newest(
          quarters.filter((q) => q.feed === source).map((q) => ({ period: q.period, isDemo: q.is_demo })),
        );
      case 'summary_of_deposits':
        return surveyPeriod ? { period: surveyPeriod, isDemo: !surveyImported } : null;
      case 'technographics':
        return technographics ? { period: null, isDemo: technographics.is_demo } : null;
      case 'hmda':
        return newest(hmdaYears);
    }
  };

  return DATA_SOURCES.map(({ id, name }) => {
    const latest = latestOf(id);
    if (!latest) return { source: id, name, period: null, loaded_at: null, is_demo: false };
    const at =
      id === 'technographics' && technographics
        ? iso(technographics.finished_at)
        : loadedAt(loads, id, latest);
    return { source: id, name, period: latest.period, loaded_at: at, is_demo: latest.isDemo };
  });
}
