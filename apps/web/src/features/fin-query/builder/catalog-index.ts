import type { QueryCatalog, QueryCatalogElement } from '@fin-atlas/domain';
import type { ElementRef } from './criteria-tree';

export const elementKey = (ref: Pick<ElementRef, 'element_type' | 'element_id'>): string =>
  `${ref.element_type}:${ref.element_id}`;

/** Every catalog element by its (type, id) key, for rules to find their element. */
export function indexCatalog(catalog: QueryCatalog | undefined): Map<string, QueryCatalogElement> {
  const index = new Map<string, QueryCatalogElement>();
  for (const category of catalog?.categories ?? []) {
    for (const section of category.sections) {
      for (const element of section.elements) index.set(elementKey(element), element);
    }
  }
  return index;
}

export type PickerSection = {
  name: string;
  groups: { name: string | null; elements: QueryCatalogElement[] }[];
};
export type PickerCategory = { name: string; sections: PickerSection[]; count: number };

const holdsEvery = (words: readonly string[], text: string) => {
  const haystack = text.toLowerCase();
  return words.every((w) => haystack.includes(w));
};

/**
 * The catalog as the picker lists it: categories in catalog order, each section's elements under
 * their sub-headings, only those whose name or sub-heading holds every typed word. Definitions are
 * searched only when no name matches: nearly every metric's definition mentions "type" and a word
 * holding "fi", so "FI Type" would otherwise list hundreds of metrics around the one element.
 */
export function filterCatalog(catalog: QueryCatalog | undefined, text: string): PickerCategory[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const byName = (e: QueryCatalogElement) => holdsEvery(words, `${e.name} ${e.group ?? ''}`);
  const byDefinition = (e: QueryCatalogElement) =>
    holdsEvery(words, `${e.name} ${e.group ?? ''} ${e.definition ?? ''}`);
  const all = (catalog?.categories ?? []).flatMap((c) => c.sections.flatMap((s) => s.elements));
  const matches = words.length === 0 ? () => true : all.some(byName) ? byName : byDefinition;
  const out: PickerCategory[] = [];
  for (const category of catalog?.categories ?? []) {
    let count = 0;
    const sections: PickerSection[] = [];
    for (const section of category.sections) {
      const groups = new Map<string | null, QueryCatalogElement[]>();
      for (const element of section.elements) {
        if (!matches(element)) continue;
        const list = groups.get(element.group) ?? [];
        list.push(element);
        groups.set(element.group, list);
        count += 1;
      }
      if (groups.size > 0) {
        sections.push({
          name: section.name,
          groups: [...groups].map(([name, elements]) => ({ name, elements })),
        });
      }
    }
    if (sections.length > 0) out.push({ name: category.name, sections, count });
  }
  return out;
}
