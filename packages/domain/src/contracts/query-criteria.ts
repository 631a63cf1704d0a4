import { z } from 'zod';
import { GROUP_OPERATORS } from '../constants/query.js';
import { type Filter, filterSchema } from './filter.js';

// A rule's value: a scalar or a (possibly nested) list, e.g. selected ids or [low, high].
export type RuleValue = string | number | boolean | null | RuleValue[];

export const ruleValueSchema: z.ZodType<RuleValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(ruleValueSchema)]),
);

export const groupOperatorSchema = z.enum(GROUP_OPERATORS);

export interface CriteriaRule {
  type: 'rule';
  id?: string;
  // The id of the query element (QueryElement.id) the rule tests.
  element: string;
  operator: string;
  value: RuleValue;
  filters?: Filter[];
  filter_operator?: 'and' | 'or';
}

export interface CriteriaGroup {
  type: 'group';
  id?: string;
  operator: 'and' | 'or';
  children: CriteriaNode[];
}

export type CriteriaNode = CriteriaRule | CriteriaGroup;

export const criteriaRuleSchema: z.ZodType<CriteriaRule> = z.object({
  type: z.literal('rule'),
  id: z.string().min(1).optional(),
  element: z.string().min(1),
  operator: z.string().min(1),
  value: ruleValueSchema,
  filters: z.array(filterSchema).optional(),
  filter_operator: groupOperatorSchema.optional(),
});

// The wire form of a query's conditions; validity is checked by isQueryValid.
export const criteriaGroupSchema: z.ZodType<CriteriaGroup> = z.lazy(() =>
  z.object({
    type: z.literal('group'),
    id: z.string().min(1).optional(),
    operator: groupOperatorSchema,
    children: z.array(criteriaNodeSchema),
  }),
);

export const criteriaNodeSchema: z.ZodType<CriteriaNode> = z.lazy(() =>
  z.union([criteriaRuleSchema, criteriaGroupSchema]),
);

// Institutions matched per rule, keyed by rule id, so the builder can show a count beside each rule.
export const queryCountsSchema = z.record(z.string(), z.int().nonnegative());

export type QueryCounts = z.infer<typeof queryCountsSchema>;
