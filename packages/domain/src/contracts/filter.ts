import { z } from 'zod';
import { FILTER_OPERATOR_VALUES, QUERY_ELEMENT_TYPES, RANGE_FILTER_OPERATORS } from '../constants/query.js';
import { idSchema } from './common.js';

export const filterOperatorSchema = z.enum(FILTER_OPERATOR_VALUES);

export const filterValueSchema = z.union([
  z.number(),
  z.string(),
  z.array(z.union([z.number(), z.string()])),
]);

export type FilterValue = z.infer<typeof filterValueSchema>;

const isRangeOperator = (operator: string): boolean =>
  (RANGE_FILTER_OPERATORS as readonly string[]).includes(operator);

export const filterSchema = z
  .object({
    // Unsaved filters get a client-side string id; saved ones a database id.
    id: z.union([idSchema, z.string().min(1)]),
    element_id: idSchema,
    element_name: z.string(),
    filter_id: idSchema,
    element_type: z.enum(QUERY_ELEMENT_TYPES),
    element_property: z.string().nullable(),
    rule_id: idSchema.nullable(),
    operator: filterOperatorSchema,
    value: filterValueSchema,
  })
  // A range with one end, or ends reversed, would silently match nothing.
  .refine(
    (filter) =>
      !isRangeOperator(filter.operator) ||
      (Array.isArray(filter.value) &&
        filter.value.length === 2 &&
        typeof filter.value[0] === 'number' &&
        typeof filter.value[1] === 'number' &&
        filter.value[0] <= filter.value[1]),
    { message: 'between needs [low, high] numbers with low <= high', path: ['value'] },
  );

export type Filter = z.infer<typeof filterSchema>;
