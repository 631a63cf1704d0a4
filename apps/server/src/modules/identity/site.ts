import type { Db } from '../../db/database.js';
import { partners } from '../../db/schema/index.js';
import type { PartnerRow, Site } from './policy.js';

const CACHE_MS = 30_000;

/** Partner host names change rarely; a short cache keeps the lookup off every request's path. */
export function createSiteResolver(db: Db) {
  let cached: { at: number; rows: PartnerRow[] } | null = null;
  return {
    async resolve(hostname: string): Promise<Site> {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        cached = { at: Date.now(), rows: await db.select().from(partners) };
      }
      const host = hostname.toLowerCase();
      return { partner: cached.rows.find((p) => p.hostNames.includes(host)) ?? null };
    },
    invalidate() {
      cached = null;
    },
  };
}

export type SiteResolver = ReturnType<typeof createSiteResolver>;
