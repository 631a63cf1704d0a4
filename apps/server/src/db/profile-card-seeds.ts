import { PROFILE_CARD_SEEDS } from '../reference/profile-cards.js';
import type { Db } from './database.js';
import { profileCards } from './schema/index.js';

/** Seeded orders leave room between cards, so a FIN Admin can place a new card between two. */
export const SEED_ORDER_STEP = 10;

/** A seeded card's key: its page and its id on that page (ids repeat across pages). */
export const seededCardKey = (section: string, cardId: string) => `${section}.${cardId}`;

/**
 * Adds the shipped FIN Profile and Advisor cards (reference/profile-cards.ts) missing from profile_cards. A card that
 * exists is left as it is, edited or not, so a FIN Admin's changes survive restarts and deploys; a
 * deactivated card stays deactivated (cards are never deleted, so none comes back unasked).
 */
export async function seedProfileCards(db: Db): Promise<void> {
  const rows = Object.entries(PROFILE_CARD_SEEDS).flatMap(([section, cards]) =>
    cards.map((card, index) => ({
      cardKey: seededCardKey(section, card.cardId),
      title: card.title,
      section,
      metrics: [...card.metrics],
      displayOrder: (index + 1) * SEED_ORDER_STEP,
      fiTypes: [...card.fiTypes],
    })),
  );
  await db.insert(profileCards).values(rows).onConflictDoNothing({ target: profileCards.cardKey });
}
