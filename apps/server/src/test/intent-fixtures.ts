import type { Database } from '../db/database.js';

/**
 * A scored FIN Intent signal on the demo data set, written the way a scoring pass writes one, for
 * the signals API's tests: three quarters of scores for 60 institutions (banks and credit unions of
 * every size), evidence for each scoring element, and one element deleted after it produced
 * evidence. Scores follow fixed rules, so tests compute what each screen must show from the rows.
 */
export const INTENT_FIXTURE_PERIODS = ['2026-03-31', '2026-06-30', '2026-09-30'] as const;
export const INTENT_FIXTURE_THRESHOLDS = { early: 20, active: 40, in_depth: 60 } as const;

export type FixtureScore = { institutionId: number; period: string; score: number; level: string | null };
export type IntentFixture = {
  signalId: number;
  solutionId: number;
  elements: { postings: number; cio: number; contract: number };
  institutionIds: number[];
  scores: FixtureScore[];
};

export function levelForScore(score: number): string | null {
  const t = INTENT_FIXTURE_THRESHOLDS;
  if (score >= t.in_depth) return 'in_depth_research';
  if (score >= t.active) return 'active_research';
  if (score >= t.early) return 'early_research';
  return null;
}

/** Latest score 0..99 spread over the institutions; the quarter before a little lower or higher. */
function fixtureScores(ids: readonly number[]): FixtureScore[] {
  const [oldest, previous, latest] = INTENT_FIXTURE_PERIODS;
  return ids.flatMap((institutionId, i) => {
    const now = (i * 37) % 100;
    const before = i % 2 === 0 ? Math.max(0, now - 25) : Math.min(99, now + 5);
    return [
      { institutionId, period: oldest, score: Math.floor(before / 2) },
      { institutionId, period: previous, score: before },
      { institutionId, period: latest, score: now },
    ].map((s) => ({ ...s, level: levelForScore(s.score) }));
  });
}

async function insertElement(
  database: Database,
  signalId: number,
  element: { name: string; kind: string; weight: number; params: object; position: number },
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `insert into intent_signal_elements (signal_id, name, kind, weight, params, position)
     values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
    [signalId, element.name, element.kind, element.weight, JSON.stringify(element.params), element.position],
  );
  return row?.id ?? 0;
}

/**
 * The signal "<name>" for Core Processing. Every scored institution at the latest quarter has
 * evidence from the postings element (points = its score), those at 40 or more also from the CIO
 * element (10 points) and those at 60 or more from the contract element (5 points), which is then
 * deleted: it must show as '(Deleted)'.
 */
export async function seedIntentFixture(database: Database, name: string): Promise<IntentFixture> {
  const [solution] = await database.query<{ id: number }>(
    `select id from solutions where name = 'Core Processing'`,
  );
  if (!solution) throw new Error('the solution catalog has no Core Processing');
  const [signal] = await database.query<{ id: number }>(
    `insert into intent_signals (name, description, solution_id, early_threshold, active_threshold, in_depth_threshold)
     values ($1, 'Institutions preparing a core conversion.', $2, $3, $4, $5) returning id`,
    [name, solution.id, ...Object.values(INTENT_FIXTURE_THRESHOLDS)],
  );
  const signalId = signal?.id ?? 0;
  const elements = {
    postings: await insertElement(database, signalId, {
      name: 'Core conversion postings',
      kind: 'job_posting',
      weight: 60,
      params: { kind: 'job_posting', query: '"core conversion"', within_quarters: 4, min_count: 2 },
      position: 0,
    }),
    cio: await insertElement(database, signalId, {
      name: 'New technology executive',
      kind: 'contact',
      weight: 25,
      params: { kind: 'contact', roles: ['technology'], event: 'joined', within_quarters: 4 },
      position: 1,
    }),
    contract: await insertElement(database, signalId, {
      name: 'Core contract over seven years',
      kind: 'contract_age',
      weight: 15,
      params: { kind: 'contract_age', min_years: 7 },
      position: 2,
    }),
  };
  const picked = await database.query<{ id: number }>(
    `select id from institutions
      where active and fi_type in ('bank', 'credit_union') and latest_assets is not null
      order by id limit 60`,
  );
  const institutionIds = picked.map((r) => Number(r.id));
  const scores = fixtureScores(institutionIds);
  await database.query(
    `insert into intent_scores (signal_id, institution_id, period, score, level)
     select $1, u.institution_id, u.period::date, u.score, u.level
       from unnest($2::int[], $3::text[], $4::real[], $5::text[]) as u(institution_id, period, score, level)`,
    [
      signalId,
      scores.map((s) => s.institutionId),
      scores.map((s) => s.period),
      scores.map((s) => s.score),
      scores.map((s) => s.level),
    ],
  );
  const latest = INTENT_FIXTURE_PERIODS[2];
  for (const s of scores.filter((x) => x.period === latest && x.score > 0)) {
    const rows: [number, number, string, string][] = [
      [elements.postings, s.score, 'job_posting', 'Core Conversion Analyst'],
      ...(s.score >= 40
        ? [
            [elements.cio, 10, 'contact_event', 'Chief Information Officer joined'] as [
              number,
              number,
              string,
              string,
            ],
          ]
        : []),
      ...(s.score >= 60
        ? [
            [elements.contract, 5, 'technographics', 'Core contract since 2015'] as [
              number,
              number,
              string,
              string,
            ],
          ]
        : []),
    ];
    for (const [elementId, points, kind, label] of rows) {
      await database.query(
        `insert into intent_evidence (signal_id, institution_id, period, element_id, points, evidence_kind, label, occurred_on)
         values ($1, $2, $3::date, $4, $5, $6, $7, '2026-08-15')`,
        [signalId, s.institutionId, latest, elementId, points, kind, label],
      );
    }
  }
  await database.query('update intent_signal_elements set deleted_at = now() where id = $1', [
    elements.contract,
  ]);
  return { signalId, solutionId: solution.id, elements, institutionIds, scores };
}
