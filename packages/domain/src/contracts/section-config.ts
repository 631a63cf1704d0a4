import { z } from 'zod';
import { idSchema, MAX_RECORD_ID } from './common.js';

/**
 * Sections and cards are named by integer ids or by stable string ids (Advisor pages such as
 * 'net_interest_margin' and their cards such as 'roa').
 */
export const sectionKeySchema = z.union([
  idSchema,
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w/:.-]+$/, 'must be an id'),
]);

export type SectionKey = z.infer<typeof sectionKeySchema>;

/** A place in the user's order, stored as a PostgreSQL integer (a larger one failed the insert). */
const positionSchema = z.int().nonnegative().max(MAX_RECORD_ID);

// A card's place within a profile section; users reorder and hide cards.
export const sectionCardSchema = z.object({
  card_id: sectionKeySchema,
  position: positionSchema,
  visible: z.boolean().default(true),
});

export type SectionCard = z.infer<typeof sectionCardSchema>;

// Stored per institution and report because the same section shows different cards in each.
export const userSectionConfigurationSchema = z.object({
  section_id: sectionKeySchema,
  cards: z.array(sectionCardSchema),
  // 0 for the arrangement that applies wherever no institution- and report-specific one exists.
  financial_institution_id: z.int().nonnegative(),
  report_id: z.int().nonnegative(),
});

export type UserSectionConfiguration = z.infer<typeof userSectionConfigurationSchema>;

const uniquePositions = (cards: readonly { position: number }[]): boolean =>
  new Set(cards.map((card) => card.position)).size === cards.length;

const strictCardSchema = z.strictObject({
  card_id: sectionKeySchema,
  position: positionSchema,
  visible: z.boolean().default(true),
});

const uniqueCards = (cards: readonly { card_id: SectionKey }[]): boolean =>
  new Set(cards.map((card) => String(card.card_id))).size === cards.length;

const strictCardsSchema = z
  .array(strictCardSchema)
  .refine(uniquePositions, { message: 'card positions must be unique' })
  .refine(uniqueCards, { message: 'each card may appear only once' });

// PUT /api/user_section_configurations/set
export const sectionConfigsSetBodySchema = z.strictObject({
  section_configs: z.array(z.strictObject({ section_id: sectionKeySchema, cards: strictCardsSchema })),
  financial_institution_id: idSchema,
  report_id: idSchema,
});

export type SectionConfigsSetBody = z.infer<typeof sectionConfigsSetBodySchema>;

// PUT /api/user_section_configurations/update_card_position
export const cardPositionBodySchema = z.strictObject({
  section_id: sectionKeySchema,
  cards: strictCardsSchema,
});

export type CardPositionBody = z.infer<typeof cardPositionBodySchema>;

export const userSectionSchema = z.object({
  section_id: sectionKeySchema,
  position: positionSchema,
  visible: z.boolean(),
});

export type UserSection = z.infer<typeof userSectionSchema>;

// PUT /api/user_sections/set
export const userSectionsSetBodySchema = z.strictObject({
  user_sections: z.array(
    z.strictObject({
      section_id: sectionKeySchema,
      position: positionSchema,
      visible: z.boolean().default(true),
    }),
  ),
});

export type UserSectionsSetBody = z.infer<typeof userSectionsSetBodySchema>;

// GET /api/user_sections and PUT /api/user_sections/set
export const userSectionsResponseSchema = z.object({ user_sections: z.array(userSectionSchema) });

// GET /api/user_section_configurations and PUT /api/user_section_configurations/set
export const sectionConfigsResponseSchema = z.object({
  section_configs: z.array(userSectionConfigurationSchema),
});

// PUT /api/user_section_configurations/update_card_position
export const cardPositionResponseSchema = z.object({ section_config: userSectionConfigurationSchema });
