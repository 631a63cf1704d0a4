import { z } from 'zod';
import { idSchema } from './common.js';

// A card's place within a profile section; users reorder and hide cards.
export const sectionCardSchema = z.object({
  card_id: idSchema,
  position: z.int().nonnegative(),
  visible: z.boolean().default(true),
});

export type SectionCard = z.infer<typeof sectionCardSchema>;

// Stored per institution and report because the same section shows different cards in each.
export const userSectionConfigurationSchema = z.object({
  section_id: idSchema,
  cards: z.array(sectionCardSchema),
  financial_institution_id: idSchema,
  report_id: idSchema,
});

export type UserSectionConfiguration = z.infer<typeof userSectionConfigurationSchema>;

const uniquePositions = (cards: readonly { position: number }[]): boolean =>
  new Set(cards.map((card) => card.position)).size === cards.length;

const strictCardSchema = z.strictObject({
  card_id: idSchema,
  position: z.int().nonnegative(),
  visible: z.boolean().default(true),
});

const strictCardsSchema = z
  .array(strictCardSchema)
  .refine(uniquePositions, { message: 'card positions must be unique' });

// PUT /api/user_section_configurations/set
export const sectionConfigsSetBodySchema = z.strictObject({
  section_configs: z.array(z.strictObject({ section_id: idSchema, cards: strictCardsSchema })),
  financial_institution_id: idSchema,
  report_id: idSchema,
});

export type SectionConfigsSetBody = z.infer<typeof sectionConfigsSetBodySchema>;

// PUT /api/user_section_configurations/update_card_position
export const cardPositionBodySchema = z.strictObject({
  section_id: idSchema,
  cards: strictCardsSchema,
});

export type CardPositionBody = z.infer<typeof cardPositionBodySchema>;

export const userSectionSchema = z.object({
  section_id: idSchema,
  position: z.int().nonnegative(),
  visible: z.boolean(),
});

export type UserSection = z.infer<typeof userSectionSchema>;

// PUT /api/user_sections/set
export const userSectionsSetBodySchema = z.strictObject({
  user_sections: z.array(
    z.strictObject({
      section_id: idSchema,
      position: z.int().nonnegative(),
      visible: z.boolean().default(true),
    }),
  ),
});

export type UserSectionsSetBody = z.infer<typeof userSectionsSetBodySchema>;
