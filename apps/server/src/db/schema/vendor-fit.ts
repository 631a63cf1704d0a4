import { date, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { solutions } from './technographics.js';

/**
 * The fitted VendorFit model of one solution: every product's client profile over the variables,
 * and how well it predicted held-out switches (`evaluation`). One row per solution, replaced by
 * each fit; the shape is the vendor-fit module's FitModel.
 */
export const vendorFitModels = pgTable('vendor_fit_models', {
  solutionId: integer('solution_id')
    .primaryKey()
    .references(() => solutions.id, { onDelete: 'cascade' }),
  period: date('period').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
  model: jsonb('model').$type<Record<string, unknown>>().notNull(),
  evaluation: jsonb('evaluation').$type<Record<string, unknown>>(),
});

/** An institution's VendorFit variables at the period the models were fitted on, keyed by variable. */
export const vendorFitFeatures = pgTable('vendor_fit_features', {
  institutionId: integer('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  period: date('period').notNull(),
  values: jsonb('values').$type<Record<string, number | string | null>>().notNull(),
});
