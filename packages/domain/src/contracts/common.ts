import { z } from 'zod';
import { FI_TYPES, LEGACY_CREDIT_UNION_FI_TYPE, REPORT_FI_TYPES } from '../constants/fi-types.js';
import { NUMBER_FORMAT_CODES } from '../constants/number-formats.js';
import { SCOPES } from '../constants/scopes.js';
import { SET_IDS } from '../constants/sets.js';
import { SPAN_IDS } from '../constants/spans.js';

/** Ids are PostgreSQL integers: a larger number names no record, and must not reach the database. */
export const MAX_RECORD_ID = 2_147_483_647;

// Database ids are serial integers; accepting 0 or fractions would hide client bugs.
export const idSchema = z.int().positive().max(MAX_RECORD_ID);

/** An id as a path or query string carries it: digits, read as a record id. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_RECORD_ID);

/**
 * Ids as a query string lists them, "1,2,3": each a record id (the digits alone would let a number
 * past PostgreSQL's integer reach a query), duplicates dropped.
 */
export const idListParamSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .pipe(z.array(idSchema));

/** A yes/no as a query string carries it: 'true' / 'false' (or '1' / '0'). */
export const flagParamSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((s) => s === 'true' || s === '1');

// Timestamps travel as ISO 8601 with an explicit offset so clients never guess the zone.
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

// Names are trimmed before save (spec section 5), so the contract does the same on parse.
export const nameSchema = z.string().trim().min(1).max(255);

// Descriptions are optional free text; null and absence both read as empty.
export const descriptionSchema = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => value ?? '');

/** A quarter end as a query string names a period: 2026-09-30. */
export const quarterEndSchema = z
  .string()
  .regex(/^(19|20)\d{2}-(03-31|06-30|09-30|12-31)$/, 'Choose a quarter end such as 2026-09-30.');

export const idNameSchema = z.object({ id: idSchema, name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const fiTypeSchema = z
  .enum([...FI_TYPES, LEGACY_CREDIT_UNION_FI_TYPE])
  .transform((value) => (value === LEGACY_CREDIT_UNION_FI_TYPE ? 'credit_union' : value));

export const reportFiTypeSchema = z.enum(REPORT_FI_TYPES);
export const spanIdSchema = z.literal(SPAN_IDS);
export const setIdSchema = z.literal(SET_IDS);
export const scopeSchema = z.enum(SCOPES);
export const numberFormatCodeSchema = z.enum(NUMBER_FORMAT_CODES);

// Report cells mix numbers with pre-formatted text and gaps.
export const cellValueSchema = z.union([z.number(), z.string(), z.null()]);
export type CellValue = z.infer<typeof cellValueSchema>;

export const percentSchema = z.number().min(0).max(100);
