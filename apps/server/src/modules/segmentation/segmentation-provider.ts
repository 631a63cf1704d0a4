import {
  OPTION_RULE_OPERATORS,
  type QueryCatalogElement,
  RULE_OPERATOR,
  RULE_OPERATOR_LABELS,
  type RuleOperator,
  type RuleValue,
} from '@fin-atlas/domain';
import type { ElementProvider, ElementTestAnswer, EngineContext, ResolvedRule } from '../fin-query/index.js';
import { queryEngineFor } from '../fin-query/index.js';
import { matchSegments } from './segment-tests.js';
import { findSegmentation, type SegmentationDefinition, usableSegmentations } from './segmentation-sets.js';

export const SEGMENTATION_CATEGORY = 'Segmentation';
const SET_GONE = 'Validation failed. The query uses a segment set that no longer exists.';

/** The set each rule names, read while the rule was validated, so its key and match use that reading. */
const setOfRule = new WeakMap<ResolvedRule, SegmentationDefinition>();

const chosenIds = (value: RuleValue): string[] =>
  (Array.isArray(value) ? value.flat(2) : [value])
    .filter((v) => v !== null && v !== '')
    .map((v) => String(v));

function catalogElement(set: SegmentationDefinition): QueryCatalogElement {
  return {
    element_id: set.id,
    element_type: 'segmentation',
    element_section: SEGMENTATION_CATEGORY,
    name: set.name,
    group: set.builtIn ? 'Built-in sets' : set.isGlobal ? 'Shared sets' : 'Custom sets',
    definition: `${set.description ? `${set.description} ` : ''}"Is any of" keeps institutions in the chosen segments; "is none of" those in another segment of the set.`,
    value_kind: 'options',
    operators: [...OPTION_RULE_OPERATORS],
    options: set.segments.map((s) => ({ value: String(s.id), label: s.name })),
    remote_options: false,
    format: null,
    fi_types: [],
    properties: null,
  };
}

async function setFor(context: EngineContext, rule: ResolvedRule | null, id: number) {
  return (rule && setOfRule.get(rule)) ?? findSegmentation(context.database.db, context.actor, id);
}

/** Each segment of the set over the universe (cached by the engine per data version and segment). */
const segmentAnswers = (context: EngineContext, set: SegmentationDefinition): Promise<ElementTestAnswer> =>
  matchSegments(queryEngineFor(context.database), context.actor, set.element, set.segments);

/**
 * FIN Query's Segmentation category: every set the caller sees (built-in, their own, their client
 * group's, global) is an element whose options are its segments. "Is any of" matches institutions
 * in a chosen segment; "is none of" those the set places in another segment (as an option rule never
 * matches an institution without a value). The column names the institution's segment.
 */
export const segmentationProvider: ElementProvider = {
  name: 'segmentation',
  types: ['segmentation'],

  async catalog(context) {
    const sets = await usableSegmentations(context.database.db, context.actor);
    return [
      {
        category: SEGMENTATION_CATEGORY,
        sections: [{ name: SEGMENTATION_CATEGORY, elements: sets.map(catalogElement) }],
      },
    ];
  },

  async validate(context, rule) {
    const set = await findSegmentation(context.database.db, context.actor, rule.object.element_id);
    if (!set) return SET_GONE;
    setOfRule.set(rule, set);
    if (!(OPTION_RULE_OPERATORS as readonly string[]).includes(rule.rule.operator)) {
      return `Validation failed. Unknown operator ${rule.rule.operator}.`;
    }
    const chosen = chosenIds(rule.rule.value);
    if (chosen.length === 0) return 'Validation failed. Choose at least one segment.';
    const known = new Set(set.segments.map((s) => String(s.id)));
    const unknown = chosen.find((id) => !known.has(id));
    return unknown === undefined ? null : `Validation failed. Segment ${unknown} is not part of ${set.name}.`;
  },

  // A custom set can be edited: its segments join the key, so an edit is a new rule answer.
  matchKey(_context, rule) {
    const set = setOfRule.get(rule);
    return set ? JSON.stringify([set.id, set.element, set.segments]) : '';
  },

  async match(context, rule) {
    const set = await setFor(context, rule, rule.object.element_id);
    const out = new Uint8Array(context.universe.size);
    if (!set) return out;
    const answer = await segmentAnswers(context, set);
    const chosen = new Set(chosenIds(rule.rule.value));
    const negate = rule.rule.operator === RULE_OPERATOR.NOT_IN;
    const picked = set.segments.flatMap((s, i) => (chosen.has(String(s.id)) ? [answer.matches[i]] : []));
    const others = set.segments.flatMap((s, i) => (chosen.has(String(s.id)) ? [] : [answer.matches[i]]));
    for (let p = 0; p < out.length; p++) {
      const inChosen = picked.some((bits) => bits?.[p] === 1);
      out[p] = negate ? (!inChosen && others.some((bits) => bits?.[p] === 1) ? 1 : 0) : inChosen ? 1 : 0;
    }
    return out;
  },

  async columns(context, object, positions) {
    const set = await setFor(context, null, object.element_id);
    if (!set) return [];
    const answer = await segmentAnswers(context, set);
    const values = Array.from(positions, (p) => {
      const names = set.segments.filter((_, i) => answer.matches[i]?.[p] === 1).map((s) => s.name);
      return names.length > 0 ? names.join(', ') : null;
    });
    return [
      {
        column: {
          key: `segmentation_${set.id}`,
          label: set.name,
          format: null,
          source: SEGMENTATION_CATEGORY,
        },
        values,
      },
    ];
  },

  async describe(context, object, rule) {
    const set = await setFor(context, null, object.element_id);
    if (!set) return 'Deleted element';
    if (!rule) return set.name;
    const words = RULE_OPERATOR_LABELS[rule.operator as RuleOperator] ?? rule.operator;
    const names = new Map(set.segments.map((s) => [String(s.id), s.name]));
    return `${set.name} ${words} ${chosenIds(rule.value)
      .map((id) => names.get(id) ?? id)
      .join(', ')}`;
  },
};
