import {
  HOME_FIGURE_FALLBACKS,
  type HomeFigure,
  performanceThemeCount,
  roundedFigure,
} from '@fin-atlas/domain';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { institutions, solutions } from '../../db/schema/index.js';

const fromData = (value: number): HomeFigure => ({ value, text: roundedFigure(value), source: 'data' });
const fromCatalogue = (fallback: { value: number; text: string }): HomeFigure => ({
  ...fallback,
  source: 'catalogue',
});

/** A counted figure when its data exists, otherwise the product catalogue's figure. */
export const figureOr = (counted: number | null, fallback: { value: number; text: string }): HomeFigure =>
  counted === null || counted === 0 ? fromCatalogue(fallback) : fromData(counted);

/**
 * The figures the home copy cites. Solutions are the technographics solution catalog as stored;
 * performance themes come from Advisor's own section definitions. Specialty business lines and
 * vendor-fit variables have no data yet (their modules come later), so those keep the catalogue's
 * figures until a count replaces the null below.
 */
export async function homeFigures(db: Db) {
  const [active] = await db.select({ n: count() }).from(institutions).where(eq(institutions.active, true));
  const [catalog] = await db.select({ n: count() }).from(solutions);
  const specialtyBusinessLines: number | null = null;
  const vendorFitVariables: number | null = null;
  return {
    solutions: figureOr(catalog?.n ?? null, HOME_FIGURE_FALLBACKS.solutions),
    performance_themes: {
      value: performanceThemeCount(),
      text: String(performanceThemeCount()),
      source: 'data',
    },
    specialty_business_lines: figureOr(specialtyBusinessLines, HOME_FIGURE_FALLBACKS.specialtyBusinessLines),
    vendor_fit_variables: figureOr(vendorFitVariables, HOME_FIGURE_FALLBACKS.vendorFitVariables),
    institutions: { value: active?.n ?? 0, text: (active?.n ?? 0).toLocaleString('en-US'), source: 'data' },
  } satisfies Record<string, HomeFigure>;
}
