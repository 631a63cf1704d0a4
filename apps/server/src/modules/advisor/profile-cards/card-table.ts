import type { FiType } from '@fin-atlas/domain';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { profileCards } from '../../../db/schema/index.js';
import { stampedCache } from '../../../db/stamped-cache.js';

/** A row of profile_cards as the pages use it. */
export type StoredCard = {
  id: number;
  cardKey: string;
  /** The card's id on its page: what users' arrangements and card_data name. */
  cardId: string;
  title: string;
  section: string;
  metrics: readonly string[];
  displayOrder: number;
  fiTypes: readonly FiType[];
  description: string;
  isActive: boolean;
};

/** A key is '{page}.{card id}' as seeded ('custom_{row id}' for a card a FIN Admin added). */
export const cardIdOf = (cardKey: string) => cardKey.slice(cardKey.indexOf('.') + 1);

async function readStamp(db: Db): Promise<string> {
  // About a hundred rows: a digest of every row notices any edit on any node, whatever its clock.
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(md5(string_agg(${profileCards}::text, '|' order by ${profileCards.id})), '')`,
    })
    .from(profileCards);
  return row?.stamp ?? '';
}

async function readCards(db: Db): Promise<StoredCard[]> {
  const rows = await db
    .select()
    .from(profileCards)
    .orderBy(asc(profileCards.section), asc(profileCards.displayOrder), asc(profileCards.id));
  return rows.map((row) => ({
    id: row.id,
    cardKey: row.cardKey,
    cardId: cardIdOf(row.cardKey),
    title: row.title,
    section: row.section,
    metrics: row.metrics,
    displayOrder: row.displayOrder,
    fiTypes: row.fiTypes as FiType[],
    description: row.description,
    isActive: row.isActive,
  }));
}

const caches = new WeakMap<Db, () => Promise<readonly StoredCard[]>>();

/**
 * Every card (active or not) in page order, held in memory per database. The stamp is checked on
 * every read, one small query, so an edit shows on the very next page load on every node.
 */
export function storedCards(db: Db): Promise<readonly StoredCard[]> {
  let cached = caches.get(db);
  if (!cached) {
    cached = stampedCache(
      () => readStamp(db),
      () => readCards(db),
      { maxAgeMs: 0 },
    );
    caches.set(db, cached);
  }
  return cached();
}
