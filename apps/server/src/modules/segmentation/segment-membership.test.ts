import { ASSET_BANDS, MESSAGES } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';
import { type Actor, loadActor } from '../identity/index.js';
import { resolveFiGroups } from './fi-groups.js';
import { splitBySegments } from './segment-membership.js';
import { loadSegmentation } from './segmentation-sets.js';

describe('segment sets over FI groups', () => {
  let h: Harness;
  let actor: Actor;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    const [user] = await h.database.db.select().from(users).where(eq(users.email, demo.vendor));
    if (!user) throw new Error('demo vendor missing');
    actor = await loadActor(h.database.db, user);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('splits every bank into exactly one asset band, as its latest total assets say', async () => {
    const [banks] = await resolveFiGroups(h.database, actor, ['industry:bank']);
    expect(banks?.name).toBe('All Banks');
    const rows = await h.database.query<{ id: number; assets: number | null }>(
      `select id, latest_assets as assets from institutions where fi_type = 'bank' and id = any($1::int[])`,
      [banks?.ids ?? []],
    );
    const assetsOf = new Map(rows.map((r) => [Number(r.id), r.assets === null ? null : Number(r.assets)]));
    const split = await splitBySegments(
      h.database,
      actor,
      await loadSegmentation(h.database.db, actor, 1),
      banks?.ids,
    );
    expect(split.segments.map((s) => s.name)).toEqual(ASSET_BANDS.map((b) => b.label));
    const total = split.segments.reduce((n, s) => n + s.ids.length, 0);
    expect(total + split.unsegmented.length).toBe(banks?.ids.length);
    expect(total).toBeGreaterThan(100);
    split.segments.forEach((segment, i) => {
      const band = ASSET_BANDS[i];
      for (const id of segment.ids) {
        const assets = assetsOf.get(id) ?? Number.NaN;
        expect(assets >= (band?.min ?? 0) && (band?.id === 6 || assets < (band?.max ?? 0))).toBe(true);
      }
    });
    for (const id of split.unsegmented) expect(assetsOf.get(id)).toBeNull();
  });

  it('refuses an empty selection with the spec message and a foreign group as not found', async () => {
    await expect(resolveFiGroups(h.database, actor, [])).rejects.toThrow(MESSAGES.selection.selectFiGroup);
    await expect(resolveFiGroups(h.database, actor, ['peer_group:999999'])).rejects.toThrow('not found');
  });
});
