import type {
  CardPositionBody,
  SectionCard,
  SectionConfigsSetBody,
  SectionKey,
  UserSection,
  UserSectionConfiguration,
  UserSectionsSetBody,
} from '@fin-atlas/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { userSectionConfigurations, userSections } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';
import { isAdvisorPageId } from './advisor-pages.js';
import { offeringCardIds } from './offering-card-data.js';
import { performanceCardIds } from './performance-cards.js';
import { type StoredCard, storedCards } from './profile-cards/card-table.js';

/** update_card_position names no institution: it stores the arrangement used wherever no specific one exists. */
export const DEFAULT_ARRANGEMENT = { financialInstitutionId: 0, reportId: 0 } as const;

/** Keys are stored as text; integer ids come back as the numbers they were sent as. */
const keyOut = (stored: string): SectionKey => (/^\d+$/.test(stored) ? Number(stored) : stored);

function requireUnique(keys: readonly SectionKey[], path: string): void {
  const seen = new Set<string>();
  for (const key of keys) {
    const text = String(key);
    if (seen.has(text)) {
      throw unprocessable(`Section ${text} appears more than once.`, [{ path, message: 'must be unique' }]);
    }
    seen.add(text);
  }
}

/** An Advisor page's arrangement may only name cards the page has (for any institution type). */
function requireKnownCards(
  stored: readonly StoredCard[],
  sectionId: SectionKey,
  cards: readonly SectionCard[],
): void {
  if (typeof sectionId !== 'string' || !isAdvisorPageId(sectionId)) return;
  const known = new Set([...performanceCardIds(stored, sectionId), ...offeringCardIds(sectionId)]);
  const unknown = cards.find((c) => !known.has(String(c.card_id)));
  if (unknown) {
    throw unprocessable(`Section ${sectionId} has no card ${unknown.card_id}.`, [
      { path: 'cards.card_id', message: 'unknown card' },
    ]);
  }
}

const ordered = (cards: readonly SectionCard[]) =>
  [...cards]
    .sort((a, b) => a.position - b.position)
    .map((c) => ({ card_id: String(c.card_id), position: c.position, visible: c.visible }));

type CardRow = { card_id: string; position: number; visible: boolean };
const cardsOut = (cards: readonly CardRow[]): SectionCard[] =>
  cards.map((c) => ({ card_id: keyOut(c.card_id), position: c.position, visible: c.visible }));

/** Per-user Advisor arrangements: which sections show in what order, and each section's cards. */
export function createSectionConfigStore(database: Database) {
  const db = database.db;

  async function upsertCards(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    userId: number,
    sectionId: SectionKey,
    cards: readonly SectionCard[],
    where: { financialInstitutionId: number; reportId: number },
  ) {
    const values = {
      userId,
      sectionId: String(sectionId),
      financialInstitutionId: where.financialInstitutionId,
      reportId: where.reportId,
      cards: ordered(cards),
      updatedAt: new Date(),
    };
    await tx
      .insert(userSectionConfigurations)
      .values(values)
      .onConflictDoUpdate({
        target: [
          userSectionConfigurations.userId,
          userSectionConfigurations.sectionId,
          userSectionConfigurations.financialInstitutionId,
          userSectionConfigurations.reportId,
        ],
        set: { cards: values.cards, updatedAt: values.updatedAt },
      });
  }

  return {
    async sections(userId: number): Promise<UserSection[]> {
      const rows = await db
        .select()
        .from(userSections)
        .where(eq(userSections.userId, userId))
        .orderBy(asc(userSections.position), asc(userSections.sectionId));
      return rows.map((r) => ({ section_id: keyOut(r.sectionId), position: r.position, visible: r.visible }));
    },

    /** Replaces the user's whole section list. */
    async setSections(userId: number, body: UserSectionsSetBody): Promise<UserSection[]> {
      requireUnique(
        body.user_sections.map((s) => s.section_id),
        'user_sections.section_id',
      );
      await db.transaction(async (tx) => {
        await tx.delete(userSections).where(eq(userSections.userId, userId));
        if (body.user_sections.length > 0) {
          await tx.insert(userSections).values(
            body.user_sections.map((s) => ({
              userId,
              sectionId: String(s.section_id),
              position: s.position,
              visible: s.visible,
            })),
          );
        }
      });
      return this.sections(userId);
    },

    /**
     * The arrangement of every section for an institution and report: the specific one where the user
     * saved it, otherwise the default arrangement (financial_institution_id 0).
     */
    async configurations(
      userId: number,
      financialInstitutionId: number,
      reportId: number,
    ): Promise<UserSectionConfiguration[]> {
      const rows = await db
        .select()
        .from(userSectionConfigurations)
        .where(
          and(
            eq(userSectionConfigurations.userId, userId),
            or(
              and(
                eq(userSectionConfigurations.financialInstitutionId, financialInstitutionId),
                eq(userSectionConfigurations.reportId, reportId),
              ),
              and(
                eq(
                  userSectionConfigurations.financialInstitutionId,
                  DEFAULT_ARRANGEMENT.financialInstitutionId,
                ),
                eq(userSectionConfigurations.reportId, DEFAULT_ARRANGEMENT.reportId),
              ),
            ),
          ),
        )
        .orderBy(
          asc(userSectionConfigurations.sectionId),
          sql`${userSectionConfigurations.financialInstitutionId} = 0`,
        );
      const bySection = new Map<string, (typeof rows)[number]>();
      // Specific rows sort first within a section, so the first seen wins.
      for (const row of rows) if (!bySection.has(row.sectionId)) bySection.set(row.sectionId, row);
      return [...bySection.values()].map((r) => ({
        section_id: keyOut(r.sectionId),
        cards: cardsOut(r.cards),
        financial_institution_id: r.financialInstitutionId,
        report_id: r.reportId,
      }));
    },

    async setConfigurations(
      userId: number,
      body: SectionConfigsSetBody,
    ): Promise<UserSectionConfiguration[]> {
      requireUnique(
        body.section_configs.map((s) => s.section_id),
        'section_configs.section_id',
      );
      const stored = await storedCards(db);
      for (const config of body.section_configs) requireKnownCards(stored, config.section_id, config.cards);
      await db.transaction(async (tx) => {
        for (const config of body.section_configs) {
          await upsertCards(tx, userId, config.section_id, config.cards, {
            financialInstitutionId: body.financial_institution_id,
            reportId: body.report_id,
          });
        }
      });
      return this.configurations(userId, body.financial_institution_id, body.report_id);
    },

    async updateCardPosition(userId: number, body: CardPositionBody): Promise<UserSectionConfiguration> {
      requireKnownCards(await storedCards(db), body.section_id, body.cards);
      await db.transaction(async (tx) => {
        await upsertCards(tx, userId, body.section_id, body.cards, DEFAULT_ARRANGEMENT);
      });
      return {
        section_id: body.section_id,
        cards: cardsOut(ordered(body.cards)),
        financial_institution_id: DEFAULT_ARRANGEMENT.financialInstitutionId,
        report_id: DEFAULT_ARRANGEMENT.reportId,
      };
    },
  };
}
