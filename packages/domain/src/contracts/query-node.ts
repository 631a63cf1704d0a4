import { z } from 'zod';
import { type Filter, filterSchema } from './filter.js';
import { type RuleValue, ruleValueSchema } from './query-criteria.js';

// The query builder's in-memory rule/group node. It carries display state (labels, counts,
// sections) that the wire criteria leave out; camelCase because it never leaves the client
// except inside a serialized saved query.
export interface QueryNode {
  id: string;
  type: 'group' | 'rule';
  primary?: boolean;
  operator?: string;
  children?: QueryNode[];
  operand?: string;
  childOperand?: string;
  operandLabel?: string;
  ruleId?: number | string;
  value?: RuleValue;
  filters?: Filter[];
  filterOperator?: string;
  fitType?: string;
  actionTaken?: string;
  outputType?: string;
  elementOption?: string;
  count?: number;
  section?: string;
  source?: string;
}

export const queryNodeSchema: z.ZodType<QueryNode> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    type: z.enum(['group', 'rule']),
    primary: z.boolean().optional(),
    operator: z.string().optional(),
    children: z.array(queryNodeSchema).optional(),
    operand: z.string().optional(),
    childOperand: z.string().optional(),
    operandLabel: z.string().optional(),
    ruleId: z.union([z.int(), z.string()]).optional(),
    value: ruleValueSchema.optional(),
    filters: z.array(filterSchema).optional(),
    filterOperator: z.string().optional(),
    fitType: z.string().optional(),
    actionTaken: z.string().optional(),
    outputType: z.string().optional(),
    elementOption: z.string().optional(),
    count: z.int().nonnegative().optional(),
    section: z.string().optional(),
    source: z.string().optional(),
  }),
);
