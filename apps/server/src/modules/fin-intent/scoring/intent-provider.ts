import {
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  INTENT_SCORE_MAX,
  type IntentLevel,
  intentLevelRank,
  type QueryCatalogElement,
  type QueryElementObject,
  quarterLabel,
  RULE_OPERATOR,
  type RuleValue,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { ElementProvider, EngineContext, ResolvedRule } from '../../fin-query/index.js';
import { latestLevels, latestTopElements, scoresStamp } from './latest-levels.js';

export const FIN_INTENT_CATEGORY = 'FIN Intent';

/** "Level is" (one of the chosen levels) and "level is at least" (the lowest chosen, or higher). */
const OPERATORS = [RULE_OPERATOR.EQUAL, RULE_OPERATOR.GREATER_OR_EQUAL] as const;
const OPERATOR_WORDS: Record<(typeof OPERATORS)[number], string> = {
  equal: 'is',
  greater_or_equal: 'is at least',
};

const SIGNAL_GONE =
  'Validation failed. The query uses a FIN Intent signal that no longer exists or is inactive.';
const MIN_SCORE_PROBLEM = `Validation failed. A FIN Intent minimum score is a number from 0 to ${INTENT_SCORE_MAX}.`;

type SignalRow = { id: number; name: string; description: string; solution: string | null };

/** The stamp of the scores each rule was validated against: its cache key and match read the same pass. */
const stampOfRule = new WeakMap<ResolvedRule, { run: number; period: string | null }>();

async function activeSignals(database: Database): Promise<SignalRow[]> {
  return database.query<SignalRow>(
    `select s.id, s.name, s.description, so.name as solution
       from intent_signals s left join solutions so on so.id = s.solution_id
      where s.is_active order by so.name nulls last, s.name`,
  );
}

async function activeSignal(database: Database, id: number): Promise<SignalRow | undefined> {
  const [row] = await database.query<SignalRow>(
    `select s.id, s.name, s.description, null as solution from intent_signals s where s.id = $1 and s.is_active`,
    [id],
  );
  return row;
}

const chosenLevels = (value: RuleValue): IntentLevel[] =>
  (Array.isArray(value) ? value.flat(2) : [value]).filter((v): v is IntentLevel =>
    (INTENT_LEVELS as readonly unknown[]).includes(v),
  );

/** The optional minimum score of an element (element_properties.min_score), or a problem. */
function minScoreOf(object: QueryElementObject): { minScore: number | null; problem: string | null } {
  const raw = object.element_properties?.min_score;
  if (raw === undefined || raw === null || raw === '') return { minScore: null, problem: null };
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > INTENT_SCORE_MAX)
    return { minScore: null, problem: MIN_SCORE_PROBLEM };
  return { minScore: n, problem: null };
}

function catalogElement(signal: SignalRow): QueryCatalogElement {
  return {
    element_id: signal.id,
    element_type: 'fin_intent',
    element_section: FIN_INTENT_CATEGORY,
    name: signal.name,
    group: signal.solution,
    definition: `${signal.description ? `${signal.description} ` : ''}Each institution's intent level on this signal at the latest scored quarter: "is" keeps the chosen levels, "is at least" the lowest chosen level and above. A minimum score (0-${INTENT_SCORE_MAX}) narrows either.`,
    value_kind: 'options',
    operators: [...OPERATORS],
    options: INTENT_LEVELS.map((level) => ({ value: level, label: INTENT_LEVEL_LABELS[level] })),
    remote_options: false,
    format: null,
    fi_types: [],
    // The optional minimum score (element_properties.min_score).
    properties: 'intent',
  };
}

/** Whether a stored level (and score) passes the rule. */
function passes(
  entry: { score: number; level: IntentLevel | null } | undefined,
  operator: string,
  levels: readonly IntentLevel[],
  minScore: number | null,
): boolean {
  if (!entry?.level) return false;
  if (minScore !== null && entry.score < minScore) return false;
  if (operator === RULE_OPERATOR.GREATER_OR_EQUAL) {
    const lowest = Math.min(...levels.map(intentLevelRank));
    return intentLevelRank(entry.level) >= lowest;
  }
  return levels.includes(entry.level);
}

async function stampFor(context: EngineContext, rule: ResolvedRule | null) {
  return (rule && stampOfRule.get(rule)) ?? scoresStamp(context.database);
}

/**
 * FIN Query's FIN Intent category: one element per active signal. A rule keeps institutions whose
 * level at the latest scored quarter is one of the chosen levels ("is") or at least the lowest
 * chosen ("is at least"), optionally with a score of at least element_properties.min_score; the
 * columns are the level, the score and the elements that scored, strongest first. Answers are read
 * from the stored scores and cached per scoring pass, so they equal what the signal screens count.
 */
export const intentProvider: ElementProvider = {
  name: 'fin_intent',
  types: ['fin_intent'],
  requiresAnyModule: ['fin_intent'],

  async catalog(context) {
    const signals = await activeSignals(context.database);
    return [
      {
        category: FIN_INTENT_CATEGORY,
        sections: [{ name: FIN_INTENT_CATEGORY, elements: signals.map(catalogElement) }],
      },
    ];
  },

  async validate(context, rule) {
    if (!(await activeSignal(context.database, rule.object.element_id))) return SIGNAL_GONE;
    if (!(OPERATORS as readonly string[]).includes(rule.rule.operator)) {
      return `Validation failed. Unknown operator ${rule.rule.operator}.`;
    }
    if (chosenLevels(rule.rule.value).length === 0) return 'Validation failed. Choose an intent level.';
    const { problem } = minScoreOf(rule.object);
    if (problem) return problem;
    stampOfRule.set(rule, await scoresStamp(context.database));
    return null;
  },

  // Scores change with every pass (a FIN Admin's edit too), not only with a data load.
  matchKey(_context, rule) {
    const stamp = stampOfRule.get(rule);
    return `${stamp?.run ?? 0}|${minScoreOf(rule.object).minScore ?? ''}`;
  },

  async match(context, rule) {
    const stamp = await stampFor(context, rule);
    const { scores } = await latestLevels(context.database, stamp, rule.object.element_id);
    const levels = chosenLevels(rule.rule.value);
    const { minScore } = minScoreOf(rule.object);
    const { universe } = context;
    const out = new Uint8Array(universe.size);
    for (let p = 0; p < universe.size; p++) {
      if (passes(scores.get(universe.ids[p] as number), rule.rule.operator, levels, minScore)) out[p] = 1;
    }
    return out;
  },

  async columns(context, object, positions) {
    const signal = await activeSignal(context.database, object.element_id);
    if (!signal) return [];
    const stamp = await stampFor(context, null);
    const { scores } = await latestLevels(context.database, stamp, signal.id);
    const top = await latestTopElements(context.database, stamp, signal.id);
    const ids = Array.from(positions, (p) => context.universe.ids[p] as number);
    const key = `fin_intent_${signal.id}`;
    const column = (suffix: string, label: string, format: 'N2' | null) => ({
      key: `${key}_${suffix}`,
      label: `${signal.name}: ${label}`,
      format,
      source: FIN_INTENT_CATEGORY,
    });
    return [
      {
        column: column('level', 'Intent Level', null),
        values: ids.map((id) => {
          const level = scores.get(id)?.level;
          return level ? INTENT_LEVEL_LABELS[level] : null;
        }),
      },
      { column: column('score', 'Intent Score', 'N2'), values: ids.map((id) => scores.get(id)?.score ?? 0) },
      {
        column: column('elements', 'Top Elements', null),
        values: ids.map((id) => top.get(id)?.join(', ') ?? null),
      },
    ];
  },

  async describe(context, object, rule) {
    const signal = await activeSignal(context.database, object.element_id);
    if (!signal) return 'Deleted element';
    if (!rule) return signal.name;
    const words = OPERATOR_WORDS[rule.operator as (typeof OPERATORS)[number]] ?? rule.operator;
    const chosen = chosenLevels(rule.value);
    const lowest = INTENT_LEVELS[Math.min(...chosen.map(intentLevelRank))];
    const levels = (rule.operator === RULE_OPERATOR.GREATER_OR_EQUAL && lowest ? [lowest] : chosen).map(
      (l) => INTENT_LEVEL_LABELS[l],
    );
    const { minScore } = minScoreOf(object);
    const { period } = await scoresStamp(context.database);
    return [
      `${signal.name} level ${words} ${levels.join(' or ')}`,
      minScore !== null ? `, score at least ${minScore}` : '',
      period ? ` (${quarterLabel(period)})` : '',
    ].join('');
  },
};
