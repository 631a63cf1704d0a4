import { SPAN_ID } from '@fin-atlas/domain';
import { type MetricService, metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { stampedCache } from '../../db/stamped-cache.js';

export type UniverseInstitution = {
  id: number;
  name: string;
  fiType: string;
  city: string | null;
  state: string | null;
  cbsaCode: string | null;
  cbsaName: string | null;
  /** $000 at the latest loaded period. */
  assets: number | null;
  rssdId: number | null;
  regulatoryId: string | null;
  active: boolean;
};

/** The universe at one data version; metric vectors are computed on first use and kept with it. */
export type UniverseSnapshot = {
  all: UniverseInstitution[];
  byId: Map<number, UniverseInstitution>;
  latestPeriod(fiType: string): string | null;
  /** One metric's value for every institution of a type at its latest quarter (T12, as reported). */
  metricValues(metricId: string, fiType: string): Promise<Map<number, number>>;
};

/**
 * Every institution with the firmographics peer filters read, and metric values at each type's
 * latest quarter, held in memory: the live member count runs on every filter change, so it must be
 * a pass over arrays, not a query per criterion. Reloaded whenever institutions or data loads change.
 */
export type PeerUniverse = {
  snapshot(): Promise<UniverseSnapshot>;
  /** Starts reading a type's latest quarters in the background, so the first count is quick too. */
  warm(fiType: string): void;
};

/** How long a checked version is trusted: a burst of counts while typing costs one check. */
const VERSION_CHECK_MS = 1000;

function createPeerUniverse(database: Database, metrics: MetricService): PeerUniverse {
  async function versionNow(): Promise<string> {
    const [row] = await database.query<{ v: number | null; n: number; u: string | null }>(
      `select (select max(id)::int from data_loads) as v, count(*)::int as n, max(updated_at)::text as u
         from institutions`,
    );
    return `${row?.v ?? 0}|${row?.n ?? 0}|${row?.u ?? ''}`;
  }

  async function load(): Promise<UniverseSnapshot> {
    const rows = await database.query<{
      id: number;
      name: string;
      fi_type: string;
      city: string | null;
      state: string | null;
      cbsa_code: string | null;
      cbsa_name: string | null;
      assets: number | null;
      rssd_id: number | null;
      regulatory_id: string | null;
      active: boolean;
    }>(
      `select id, name, fi_type, city, state, cbsa_code, cbsa_name, latest_assets as assets, rssd_id,
              regulatory_id, active
         from institutions order by latest_assets desc nulls last, id`,
    );
    const all = rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      fiType: r.fi_type,
      city: r.city,
      state: r.state,
      cbsaCode: r.cbsa_code,
      cbsaName: r.cbsa_name,
      assets: r.assets === null ? null : Number(r.assets),
      rssdId: r.rssd_id === null ? null : Number(r.rssd_id),
      regulatoryId: r.regulatory_id,
      active: r.active,
    }));
    const periods = await database.query<{ fi_type: string; period: string | null }>(
      'select fi_type, max(latest_period)::text as period from institutions group by fi_type',
    );
    const latestPeriods = new Map<string, string>();
    for (const p of periods) if (p.period) latestPeriods.set(p.fi_type, p.period);
    const vectors = new Map<string, Promise<Map<number, number>>>();
    return {
      all,
      byId: new Map(all.map((i) => [i.id, i])),
      latestPeriod: (fiType) => latestPeriods.get(fiType) ?? null,
      metricValues(metricId, fiType) {
        const key = `${metricId}|${fiType}`;
        let found = vectors.get(key);
        if (!found) {
          const period = latestPeriods.get(fiType);
          found = period
            ? metrics
                .nationalRanking(metricId, fiType, period, SPAN_ID.T12, 1)
                .then(({ ordered }) => new Map(ordered))
            : Promise.resolve(new Map<number, number>());
          found.catch(() => vectors.delete(key));
          vectors.set(key, found);
        }
        return found;
      },
    };
  }

  const snapshot = stampedCache(versionNow, load, { maxAgeMs: VERSION_CHECK_MS });

  return {
    snapshot,
    warm(fiType) {
      // Every metric of a type reads the same quarters: computing one loads them for all the others.
      void snapshot()
        .then((snap) => snap.metricValues('offices', fiType))
        .catch(() => {});
    },
  };
}

const universes = new WeakMap<Database, PeerUniverse>();

/** One universe per database handle, shared by the routes and the peer-group job of this process. */
export function peerUniverseFor(database: Database): PeerUniverse {
  let universe = universes.get(database);
  if (!universe) {
    universe = createPeerUniverse(database, metricServiceFor(database));
    universes.set(database, universe);
  }
  return universe;
}
