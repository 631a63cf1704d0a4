// `npm run bench` section 'segmentation' (issue 16: segment counts for a 6-segment set in 100 ms or
// less on the national demo data). The vendor saves two 6-segment sets, one on total assets (a
// firmographic) and one on equity to assets (a financial metric, read from national rankings), then:
// the counts of every segment of a set (GET set_details, the industry reporter's and the list's call)
// first and warm, over every institution and over all banks; and the editor's live count of one
// segment (GET set_detail_count) with a value never counted before, as a user types it.
import { repeat, summary, timed } from './bench-timing.mjs';
import { apiClient } from './fin-query-bench.mjs';

const ranges = (bounds) =>
  bounds.slice(0, -1).map((low, i) => ({
    name: `Segment ${i + 1}`,
    operator: 'between',
    value: [low, bounds[i + 1]],
  }));

function findElement(catalog, type, test) {
  for (const category of catalog.categories)
    for (const section of category.sections)
      for (const element of section.elements)
        if (element.element_type === type && test(element)) return element;
  throw new Error(`the segmentable catalog has no ${type} element for the bench`);
}

export async function segmentationRows(base) {
  const api = await apiClient(base, 'vendor@demo.finatlas.test');
  const catalog = await api.get('/api/segmentation_sets/query_rules');
  const equity = findElement(catalog, 'common_metric', (e) => e.name === 'Equity to Assets');
  const save = async (name, element, segments) =>
    api.post('/api/segmentation_sets', {
      segmentation_set: {
        name,
        description: 'bench',
        element,
        segmentation_set_details_attributes: segments,
      },
    });
  const assets = await save(
    `Bench assets ${Date.now()}`,
    { element_id: 15, element_type: 'firmographics' },
    ranges([0, 50_000, 100_000, 500_000, 1_000_000, 10_000_000, 5_000_000_000]),
  );
  const metric = await save(
    `Bench equity ${Date.now()}`,
    { element_id: equity.element_id, element_type: equity.element_type },
    ranges([-1, 0.06, 0.08, 0.1, 0.12, 0.15, 1]),
  );
  const details = (set, groups = '') =>
    api.get(`/api/segmentation_sets/${set.id}/set_details${groups ? `?fi_group_ids=${groups}` : ''}`);
  const rows = [];
  for (const [label, set] of [
    ['total assets', assets],
    ['equity to assets', metric],
  ]) {
    const first = await timed(() => details(set));
    rows.push([`segment counts, 6-segment set on ${label}, first request`, `${first.toFixed(0)} ms`]);
    rows.push([
      `segment counts, 6-segment set on ${label}, every institution`,
      summary(await repeat(30, () => details(set))),
    ]);
    rows.push([
      `segment counts, 6-segment set on ${label}, all banks (FI group)`,
      summary(await repeat(30, () => details(set, 'industry:bank'))),
    ]);
    const element = JSON.stringify(set.element);
    // A value never asked before, as the editor sends it after a pause in typing.
    const typed = await repeat(30, (i) => {
      const detail = JSON.stringify({
        operator: 'between',
        value: label === 'total assets' ? [100_000 + i, 1_000_000] : [0.08 + i / 10_000, 0.12],
      });
      return api.get(
        `/api/segmentation_sets/set_detail_count?element=${encodeURIComponent(element)}&setDetail=${encodeURIComponent(detail)}`,
      );
    });
    rows.push([`live count of one segment on ${label}, a new value each time`, summary(typed)]);
  }
  return rows;
}
