import type { CriteriaNode, CriteriaRule, ElementList, QueryPayload } from '@fin-atlas/domain';
import type { ElementProvider, EngineContext } from './provider.js';
import { offersVariant, type ProviderRegistry } from './registry.js';

/** The rules of a tree by the element they test, in tree order. */
function rulesByElement(node: CriteriaNode, into = new Map<string, CriteriaRule[]>()) {
  if (node.type === 'rule') into.set(node.element, [...(into.get(node.element) ?? []), node]);
  else for (const child of node.children) rulesByElement(child, into);
  return into;
}

/** The (element_type:element_id) keys a provider's catalog offers, read once per description. */
function catalogKeys(context: EngineContext) {
  const read = new Map<ElementProvider, Promise<Set<string>>>();
  return (provider: ElementProvider): Promise<Set<string>> => {
    let keys = read.get(provider);
    if (!keys) {
      keys = provider
        .catalog(context)
        .then(
          (contributions) =>
            new Set(
              contributions.flatMap((c) =>
                c.sections.flatMap((s) => s.elements.map((e) => `${e.element_type}:${e.element_id}`)),
              ),
            ),
        );
      read.set(provider, keys);
    }
    return keys;
  };
}

/**
 * Every element of a (saved) query in words, its rules included; an element whose provider or
 * catalog entry is gone (a deleted solution, a retired category) is marked unavailable.
 */
export async function describeQuery(
  context: EngineContext,
  registry: ProviderRegistry,
  payload: QueryPayload,
): Promise<ElementList['elements']> {
  const rules = rulesByElement(payload.criteria);
  const offered = catalogKeys(context);
  const described: ElementList['elements'] = [];
  for (const element of payload.elements) {
    const object = element.element_objects[0];
    if (!object) continue;
    const base = {
      id: element.id,
      element_id: object.element_id,
      element_type: object.element_type,
      element_section: object.element_section,
    };
    const provider = registry.forType(object.element_type);
    if (
      !provider ||
      !offersVariant(provider, context.variant) ||
      !(await offered(provider)).has(`${object.element_type}:${object.element_id}`)
    ) {
      described.push({ ...base, name: object.element_section, description: '', available: false });
      continue;
    }
    const name = await provider.describe(context, object);
    const sentences: string[] = [];
    for (const rule of rules.get(element.id) ?? []) {
      sentences.push(await provider.describe(context, object, rule));
    }
    described.push({ ...base, name, description: sentences.join('; ') || name, available: true });
  }
  return described;
}
