import { randomUUID } from 'node:crypto';
import {
  CONTENT_MESSAGES,
  type FiType,
  type ProfileCard,
  type ProfileCardBody,
  type ProfileCardList,
} from '@fin-atlas/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import { profileCards, users } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import { audit } from '../../identity/index.js';
import { assertFreeOnPage, cardOptions, checkedCard } from './card-rules.js';
import { cardIdOf, storedCards } from './card-table.js';

const cardColumns = {
  id: profileCards.id,
  cardKey: profileCards.cardKey,
  title: profileCards.title,
  section: profileCards.section,
  metrics: profileCards.metrics,
  displayOrder: profileCards.displayOrder,
  fiTypes: profileCards.fiTypes,
  description: profileCards.description,
  isActive: profileCards.isActive,
  updatedAt: profileCards.updatedAt,
  updatedBy: users.userName,
};

type CardRow = {
  id: number;
  cardKey: string;
  title: string;
  section: string;
  metrics: string[];
  displayOrder: number;
  fiTypes: string[];
  description: string;
  isActive: boolean;
  updatedAt: Date;
  updatedBy: string | null;
};

const cardOut = (row: CardRow): ProfileCard => ({
  id: row.id,
  card_id: cardIdOf(row.cardKey),
  title: row.title,
  section: row.section,
  metrics: row.metrics,
  display_order: row.displayOrder,
  fi_types: row.fiTypes as FiType[],
  description: row.description,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
  updated_by: row.updatedBy,
});

function cardRows(db: Db) {
  return db.select(cardColumns).from(profileCards).leftJoin(users, eq(users.id, profileCards.updatedBy));
}

/** Every card, page by page in display order, with what the editor offers. */
export async function listCards(db: Db): Promise<ProfileCardList> {
  const rows = await cardRows(db).orderBy(
    asc(profileCards.section),
    asc(profileCards.displayOrder),
    asc(profileCards.id),
  );
  return { cards: rows.map(cardOut), options: cardOptions() };
}

export async function cardOf(db: Db, id: number): Promise<ProfileCard> {
  const [row] = await cardRows(db).where(eq(profileCards.id, id));
  if (!row) throw notFound(CONTENT_MESSAGES.cardNotFound);
  return cardOut(row);
}

const valuesOf = (body: ProfileCardBody, request: FastifyRequest) => ({
  title: body.title,
  section: body.section,
  metrics: body.metrics,
  displayOrder: body.display_order,
  fiTypes: body.fi_types,
  description: body.description,
  isActive: body.is_active,
  updatedAt: new Date(),
  updatedBy: request.actor?.user.id ?? null,
});

/** Adds a card to a page; its id there is 'custom_{row id}', so it never clashes. */
export async function createCard(
  db: Db,
  request: FastifyRequest,
  body: ProfileCardBody,
): Promise<ProfileCard> {
  const checked = checkedCard(body);
  const id = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(profileCards)
      .values({ cardKey: `pending.${randomUUID()}`, ...valuesOf(checked, request) })
      .returning({ id: profileCards.id });
    if (!inserted) throw new Error('the card insert returned nothing');
    await tx
      .update(profileCards)
      .set({ cardKey: `${checked.section}.custom_${inserted.id}` })
      .where(eq(profileCards.id, inserted.id));
    await audit(tx, request, {
      action: 'profile_card_created',
      target: { type: 'profile_card', id: inserted.id },
      details: checked,
    });
    return inserted.id;
  });
  return cardOf(db, id);
}

/** Changes a card; users' arrangements keep naming it by its unchanged id. */
export async function updateCard(
  db: Db,
  request: FastifyRequest,
  id: number,
  body: ProfileCardBody,
): Promise<ProfileCard> {
  const before = await cardOf(db, id);
  const checked = checkedCard(body);
  assertFreeOnPage(await storedCards(db), { id, cardId: before.card_id, section: checked.section });
  await db.transaction(async (tx) => {
    await tx.update(profileCards).set(valuesOf(checked, request)).where(eq(profileCards.id, id));
    await audit(tx, request, {
      action: 'profile_card_updated',
      target: { type: 'profile_card', id },
      details: { before, after: checked },
    });
  });
  return cardOf(db, id);
}
