import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { partners } from '../../db/schema/index.js';
import { stampedCache } from '../../db/stamped-cache.js';
import type { PartnerRow, Site } from './policy.js';

/**
 * A partner change (a host name, a rebrand) reaches every API node within a second. A copy kept for a
 * fixed time and dropped only by the node that made the change would leave the other nodes serving the
 * old site meanwhile, so each node checks a digest of the (few) rows instead.
 */
const PARTNERS_MAX_AGE_MS = 1000;

async function readStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(md5(string_agg(${partners}::text, '|' order by ${partners.id})), '')`,
    })
    .from(partners);
  return row?.stamp ?? '';
}

/** Partner host names are held in memory, so resolving the site costs no query on most requests. */
export function createSiteResolver(db: Db) {
  const rows = stampedCache<PartnerRow[]>(
    () => readStamp(db),
    () => db.select().from(partners),
    { maxAgeMs: PARTNERS_MAX_AGE_MS },
  );
  return {
    async resolve(hostname: string): Promise<Site> {
      const host = hostname.toLowerCase();
      return { partner: (await rows()).find((p) => p.hostNames.includes(host)) ?? null };
    },
  };
}

export type SiteResolver = ReturnType<typeof createSiteResolver>;
