import {
  type CriteriaGroup,
  type CriteriaNode,
  FIN_QUERY_LIMITS,
  FIN_QUERY_MESSAGES,
  isQueryRuleValid,
  isQueryValid,
  type QueryPayload,
} from '@fin-atlas/domain';
import { unprocessable } from '../../../http/app-error.js';
import { forbidden } from '../../identity/index.js';
import type { ElementProvider, EngineContext, ResolvedRule } from './provider.js';
import { offersVariant, type ProviderRegistry } from './registry.js';

/** A resolved tree: groups keep their operator, rules their provider. */
type Node =
  | { kind: 'rule'; id: string; provider: ElementProvider; rule: ResolvedRule; key: string }
  | { kind: 'group'; id: string; operator: 'and' | 'or'; children: Node[] };

export type Evaluation = {
  /** 1 at every universe position the whole tree matches. */
  match: Uint8Array;
  /** Institutions each rule matches alone and each group matches, by node id. */
  counts: Record<string, number>;
  total: number;
  rules: ResolvedRule[];
};

const ROOT_ID = 'root';

const nodeId = (node: CriteriaNode, path: string): string =>
  node.id ?? (node.type === 'rule' ? `rule-${path}` : path === '' ? ROOT_ID : `group-${path}`);

function problem(message: string, ruleIds: string[]) {
  return unprocessable(
    message,
    ruleIds.map((id) => ({ path: `criteria.${id}`, message, rule_id: id })),
  );
}

/** Rule ids whose value is empty (spec section 5), in tree order. */
function invalidRuleIds(node: CriteriaNode, path: string, into: string[]): void {
  if (node.type === 'rule') {
    if (!isQueryRuleValid(node)) into.push(nodeId(node, path));
    return;
  }
  for (const [index, child] of node.children.entries()) {
    invalidRuleIds(child, path === '' ? `${index}` : `${path}.${index}`, into);
  }
}

function measure(node: CriteriaNode, depth: number): { rules: number; depth: number } {
  if (node.type === 'rule') return { rules: 1, depth };
  let rules = 0;
  let deepest = depth;
  for (const child of node.children) {
    const m = measure(child, depth + 1);
    rules += m.rules;
    deepest = Math.max(deepest, m.depth);
  }
  return { rules, depth: deepest };
}

/** Checks the tree's shape and resolves every rule to its element objects and provider. */
export async function resolveQuery(
  context: EngineContext,
  registry: ProviderRegistry,
  payload: QueryPayload,
): Promise<Node> {
  const criteria = payload.criteria;
  if (!isQueryValid(criteria)) {
    const ids: string[] = [];
    invalidRuleIds(criteria, '', ids);
    throw problem(FIN_QUERY_MESSAGES.invalidQuery, ids);
  }
  const size = measure(criteria, 1);
  if (size.rules > FIN_QUERY_LIMITS.maxRules || size.depth > FIN_QUERY_LIMITS.maxDepth) {
    throw problem(FIN_QUERY_MESSAGES.tooManyRules, []);
  }
  const elements = new Map(payload.elements.map((e) => [e.id, e.element_objects]));

  async function resolve(node: CriteriaNode, path: string): Promise<Node> {
    const id = nodeId(node, path);
    if (node.type === 'group') {
      const children: Node[] = [];
      for (const [index, child] of node.children.entries()) {
        children.push(await resolve(child, path === '' ? `${index}` : `${path}.${index}`));
      }
      return { kind: 'group', id, operator: node.operator, children };
    }
    const objects = elements.get(node.element);
    const object = objects?.[0];
    const provider = object ? registry.forType(object.element_type) : undefined;
    if (!objects || !object || !provider) throw problem(FIN_QUERY_MESSAGES.unknownElement, [id]);
    const needs = provider.requiresAnyModule;
    if (needs && context.actor && !needs.some((m) => context.actor?.modules.has(m))) {
      throw forbidden();
    }
    if (!offersVariant(provider, context.variant)) {
      const refusal =
        context.variant === 'mortgage'
          ? FIN_QUERY_MESSAGES.notInMortgageVariant
          : FIN_QUERY_MESSAGES.mortgageVariantOnly;
      throw problem(refusal, [id]);
    }
    const rule: ResolvedRule = { id, rule: node, objects, object };
    const refusal = await provider.validate(context, rule);
    if (refusal) throw problem(refusal, [id]);
    const key = `${context.variant}|${provider.name}|${provider.matchKey?.(context, rule) ?? ''}|${JSON.stringify([objects, node.operator, node.value, node.filters ?? null, node.filter_operator ?? null])}`;
    return { kind: 'rule', id, provider, rule, key };
  }

  return resolve(criteria satisfies CriteriaGroup, '');
}

function popcount(bits: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += bits[i] as number;
  return n;
}

/** Rule answers of one data version, so editing one rule recomputes only that rule. */
export type MatchCache = {
  get(version: string, key: string): Promise<Uint8Array> | undefined;
  set(version: string, key: string, value: Promise<Uint8Array>): void;
};

export function createMatchCache(capacity = 400): MatchCache {
  const entries = new Map<string, Promise<Uint8Array>>();
  return {
    get(version, key) {
      const k = `${version}#${key}`;
      const found = entries.get(k);
      if (found) {
        entries.delete(k);
        entries.set(k, found);
      }
      return found;
    },
    set(version, key, value) {
      const k = `${version}#${key}`;
      entries.set(k, value);
      value.catch(() => entries.delete(k));
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}

/** A rule's answer kept to the institutions the variant lists (the standard one has no mortgage companies). */
async function withinVariant(context: EngineContext, answer: Promise<Uint8Array>): Promise<Uint8Array> {
  const bits = await answer;
  const members = context.universe.members[context.variant];
  const out = new Uint8Array(bits.length);
  for (let i = 0; i < out.length; i++) out[i] = (bits[i] as number) & (members[i] as number);
  return out;
}

/** Matches every rule (cached per data version and variant), then combines the tree with AND / OR. */
export async function evaluateQuery(
  context: EngineContext,
  registry: ProviderRegistry,
  cache: MatchCache,
  payload: QueryPayload,
): Promise<Evaluation> {
  const tree = await resolveQuery(context, registry, payload);
  const { universe } = context;
  const counts: Record<string, number> = {};
  const rules: ResolvedRule[] = [];

  async function matchRule(node: Extract<Node, { kind: 'rule' }>): Promise<Uint8Array> {
    let found = cache.get(universe.version, node.key);
    if (!found) {
      found = withinVariant(context, node.provider.match(context, node.rule));
      cache.set(universe.version, node.key, found);
    }
    return found;
  }

  async function combine(node: Node): Promise<Uint8Array | null> {
    if (node.kind === 'rule') {
      const bits = await matchRule(node);
      rules.push(node.rule);
      counts[node.id] = popcount(bits);
      return bits;
    }
    const parts: Uint8Array[] = [];
    for (const child of node.children) {
      const bits = await combine(child);
      if (bits) parts.push(bits);
    }
    // A group with no rules yet is left out, so a half-built branch does not empty the tree.
    if (parts.length === 0) return null;
    const out = new Uint8Array(universe.size);
    if (node.operator === 'and') {
      out.fill(1);
      for (const bits of parts)
        for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) & (bits[i] as number);
    } else {
      for (const bits of parts)
        for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) | (bits[i] as number);
    }
    counts[node.id] = popcount(out);
    return out;
  }

  const match = (await combine(tree)) ?? new Uint8Array(universe.size);
  return { match, counts, total: popcount(match), rules };
}

/** Matching positions, largest institution first (the universe's order). */
export function matchedPositions(match: Uint8Array): Int32Array {
  let n = 0;
  for (let i = 0; i < match.length; i++) n += match[i] as number;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < match.length; i++) if (match[i]) out[k++] = i;
  return out;
}
