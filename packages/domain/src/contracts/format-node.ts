import { z } from 'zod';
import { SELF_SERVE_ELEMENT_TYPES, type SelfServeElementType } from '../constants/query.js';
import { idSchema } from './common.js';

// The layout of a report: a tree the report writer edits and the report view renders.
// Node ids are client-generated strings because nodes exist before they are saved.
// Types are written by hand because zod cannot infer a recursive type through z.lazy.
// Element ids are unique per element type only (firmographic 3 and solution 3 both exist), so an
// element node also names its element_type; a node without one names the first element of that id.
export type FormatNode =
  | { type: 'space'; id: string; children?: FormatNode[] }
  | { type: 'lineBreak'; id: string; children?: FormatNode[] }
  | { type: 'header'; id: string; text: string; children?: FormatNode[] }
  | { type: 'graph'; id: string; metrics: number[]; children?: FormatNode[] }
  | {
      type: 'element';
      id: string;
      element_id: number;
      element_type?: SelfServeElementType;
      children?: FormatNode[];
    };

export type FormatNodeType = FormatNode['type'];

const nodeIdSchema = z.string().min(1);

export const formatNodeSchema: z.ZodType<FormatNode> = z.lazy(() => {
  const children = z.array(formatNodeSchema).optional();
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('space'), id: nodeIdSchema, children }),
    z.object({ type: z.literal('lineBreak'), id: nodeIdSchema, children }),
    z.object({
      type: z.literal('header'),
      id: nodeIdSchema,
      text: z.string(),
      children,
    }),
    z.object({
      type: z.literal('graph'),
      id: nodeIdSchema,
      metrics: z.array(idSchema),
      children,
    }),
    z.object({
      type: z.literal('element'),
      id: nodeIdSchema,
      element_id: idSchema,
      element_type: z.enum(SELF_SERVE_ELEMENT_TYPES).optional(),
      children,
    }),
  ]);
});
