// Matching quality (issue 13): a seeded, labelled list of 2,000 organisation names drawn from the real
// FDIC and NCUA files, written the ways people write them, plus decoys, through the built matcher.
// Quality figures, not timings, are the point; the time is printed beside them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const NAMES = 2000;
const SEED = 13;
const FDIC = 'fdic/sdi/2019-06-30/All_Reports_20190630_Assets and Liabilities.csv';
const NCUA = 'ncua/2025-12/FOICU.txt';

const share = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}% (${part} / ${whole})`;

export async function matchingRows(root) {
  const shared = path.resolve(root, '../shared/data');
  const missing = [FDIC, NCUA].map((file) => path.join(shared, file)).find((p) => !existsSync(p));
  if (missing) return [['matching quality', `skipped: ${missing} not found (the shared regulator files)`]];
  const built = (file) =>
    import(pathToFileURL(path.join(root, 'apps/server/dist/modules/org-matching', file)).href);
  const { readRegulatorInstitutions } = await built('regulator-names.js');
  const { labelledSample, measureMatchQuality } = await built('match-quality.js');
  const institutions = await readRegulatorInstitutions(path.join(shared, FDIC), path.join(shared, NCUA));
  const sample = labelledSample(institutions, NAMES, SEED);
  const started = performance.now();
  const q = measureMatchQuality(sample);
  const ms = performance.now() - started;
  const matched = q.matchedRight + q.matchedWrong;
  const decoys = q.byLabel;
  const decoyWrong = (decoys['removed from index']?.matchedWrong ?? 0) + (decoys.absent?.matchedWrong ?? 0);
  const rows = [
    [
      `matching: ${q.names} labelled names (seed ${SEED}), index of ${sample.institutions.length}`,
      `${q.positives} name an indexed bank or credit union, ${q.decoys} decoys (removed from the index or no institution)`,
    ],
    ["matching: precision of 'matched' (auto-accepted)", share(q.matchedRight, matched)],
    ["matching: recall of 'matched'", share(q.matchedRight, q.positives)],
    ["matching: 'review' rows offering the right institution", share(q.reviewHits, q.reviewPositives)],
    [
      'matching: indexed names left unmatched; decoys auto-accepted',
      `${q.unmatchedPositives}; ${decoyWrong} of ${q.decoys}`,
    ],
  ];
  for (const [label, t] of Object.entries(q.byLabel).sort()) {
    rows.push([
      `matching by kind: ${label} (${t.names})`,
      `matched right ${t.matchedRight}, wrong ${t.matchedWrong}; review ${t.review} (right one offered ${t.reviewHits})`,
    ]);
  }
  rows.push(['matching: index build + 2,000 names, one process', `${ms.toFixed(0)} ms`]);
  return rows;
}
