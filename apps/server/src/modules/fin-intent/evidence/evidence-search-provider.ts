import {
  EVIDENCE_SEARCH_ELEMENT_ID,
  EVIDENCE_SEARCH_LIMITS,
  EVIDENCE_SEARCH_MESSAGES,
  type EvidenceSearchProperties,
  evidenceSearchPropertiesSchema,
  JOB_FUNCTION_LABELS,
  JOB_SENIORITY_LABELS,
  type QueryElementObject,
  type QueryElementType,
  RULE_OPERATOR,
  type RuleValue,
} from '@fin-atlas/domain';
import {
  columnKey,
  type ElementProvider,
  type EngineContext,
  numberOperands,
} from '../../fin-query/index.js';
import {
  type EvidenceAnswer,
  type EvidenceTable,
  searchEvidence,
  searchHasTerms,
} from './evidence-search.js';

const CATEGORY = 'Custom Search';

/** What one Custom Search element reads and how its words name the records. */
type EvidenceKind = {
  type: Extract<QueryElementType, 'job_search' | 'site_search'>;
  /** The builder section and rule category: 'Job Search' or 'Site Search'. */
  section: string;
  table: EvidenceTable;
  /** 'job posting', 'website page'. */
  noun: string;
  plural: string;
  /** What the record's date means: 'posted', 'first seen or changed'. */
  dated: string;
  definition: string;
};

const propertiesOf = (object: QueryElementObject) =>
  evidenceSearchPropertiesSchema.safeParse(object.element_properties ?? {});

/** The rule's minimum number of matching records, or null when it is not a whole number from 1. */
function minimumOf(value: RuleValue): number | null {
  const [n] = numberOperands(RULE_OPERATOR.EQUAL, value) ?? [];
  return n !== undefined && Number.isInteger(n) && n >= 1 && n <= EVIDENCE_SEARCH_LIMITS.maxMinimum
    ? n
    : null;
}

/** Answers per data version and search: a count and the results page read the same answer. */
function answerCache(capacity = 64) {
  const entries = new Map<string, Promise<EvidenceAnswer>>();
  return (key: string, load: () => Promise<EvidenceAnswer>) => {
    let found = entries.get(key);
    if (found) {
      entries.delete(key);
    } else {
      found = load();
      found.catch(() => entries.delete(key));
    }
    entries.set(key, found);
    while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    return found;
  };
}

function searchInWords(kind: EvidenceKind, p: EvidenceSearchProperties): string {
  const parts = [
    `"${p.text.trim()}"`,
    `last ${p.within_quarters} quarter${p.within_quarters === 1 ? '' : 's'}`,
  ];
  if (kind.table === 'job_postings' && p.job_functions.length)
    parts.push(p.job_functions.map((f) => JOB_FUNCTION_LABELS[f]).join(' or '));
  if (kind.table === 'job_postings' && p.seniorities.length)
    parts.push(p.seniorities.map((s) => JOB_SENIORITY_LABELS[s]).join(' or '));
  return parts.join(', ');
}

/**
 * A Custom Search category over FIN Intent's evidence: institutions with at least N records (job
 * postings, website pages) whose title or text matches a full-text search, in the latest quarters of
 * that evidence. Users of FIN Query see it when their company also bought FIN Intent.
 */
export function evidenceSearchProvider(kind: EvidenceKind): ElementProvider {
  const cached = answerCache();
  const answer = (context: EngineContext, p: EvidenceSearchProperties) =>
    cached(`${context.universe.version}|${JSON.stringify(p)}`, () =>
      searchEvidence(context.database, {
        table: kind.table,
        text: p.text.trim(),
        withinQuarters: p.within_quarters,
        jobFunctions: p.job_functions,
        seniorities: p.seniorities,
      }),
    );

  return {
    name: kind.type,
    types: [kind.type],
    requiresAnyModule: ['fin_intent'],
    variants: ['fin_query', 'mortgage'],

    async catalog() {
      const element = {
        element_id: EVIDENCE_SEARCH_ELEMENT_ID,
        element_type: kind.type,
        element_section: kind.section,
        name: kind.section,
        group: null,
        definition: kind.definition,
        value_kind: 'count' as const,
        operators: [RULE_OPERATOR.HAS_MATCHES],
        remote_options: false,
        format: 'N0' as const,
        fi_types: [],
        properties: 'evidence_search' as const,
      };
      return [{ category: CATEGORY, sections: [{ name: kind.section, elements: [element] }] }];
    },

    async validate(context, { object, rule }) {
      if (object.element_id !== EVIDENCE_SEARCH_ELEMENT_ID)
        return 'Validation failed. The query uses an element that no longer exists.';
      if (rule.operator !== RULE_OPERATOR.HAS_MATCHES)
        return `Validation failed. Unknown operator ${rule.operator}.`;
      const properties = propertiesOf(object);
      if (!properties.success) return EVIDENCE_SEARCH_MESSAGES.badProperties;
      const text = properties.data.text.trim();
      if (text.length < EVIDENCE_SEARCH_LIMITS.minTextLength) return EVIDENCE_SEARCH_MESSAGES.textTooShort;
      if (!(await searchHasTerms(context.database, text))) return EVIDENCE_SEARCH_MESSAGES.onlyCommonWords;
      return minimumOf(rule.value) === null ? EVIDENCE_SEARCH_MESSAGES.badMinimum : null;
    },

    async match(context, { object, rule }) {
      const out = new Uint8Array(context.universe.size);
      const properties = propertiesOf(object);
      const minimum = minimumOf(rule.value);
      if (!properties.success || minimum === null) return out;
      for (const [institutionId, match] of (await answer(context, properties.data)).byInstitution) {
        const position = context.universe.positionOf.get(institutionId);
        if (position !== undefined && match.count >= minimum) out[position] = 1;
      }
      return out;
    },

    async columns(context, object, positions) {
      const properties = propertiesOf(object);
      if (!properties.success) return [];
      const found = (await answer(context, properties.data)).byInstitution;
      const matchAt = (p: number) => found.get(context.universe.ids[p] as number);
      const about = searchInWords(kind, properties.data);
      const column = (part: string, label: string, format: 'N0' | null) => ({
        key: columnKey(object, part),
        label,
        format,
        source: kind.section,
      });
      return [
        {
          column: column('count', `Matching ${kind.plural} (${about})`, 'N0'),
          values: Array.from(positions, (p) => matchAt(p)?.count ?? 0),
        },
        {
          column: column('title', `Latest matching ${kind.noun}`, null),
          values: Array.from(positions, (p) => matchAt(p)?.latestTitle ?? null),
        },
        {
          column: column('date', `Latest matching ${kind.noun}: ${kind.dated}`, null),
          values: Array.from(positions, (p) => matchAt(p)?.latestOn ?? null),
        },
      ];
    },

    async describe(_context, object, rule) {
      const properties = propertiesOf(object);
      const about = properties.success ? searchInWords(kind, properties.data) : '';
      if (!rule) return about ? `${kind.section} (${about})` : kind.section;
      const minimum = minimumOf(rule.value) ?? 1;
      return `${kind.section}: at least ${minimum} ${minimum === 1 ? kind.noun : kind.plural}${about ? ` matching ${about}` : ''}`;
    },
  };
}

const SEARCH_SYNTAX =
  'Words match their other forms (conversion finds conversions); "a phrase" matches the words in that order; OR between words or phrases finds either; -word leaves out records with the word.';

export const jobSearchProvider = evidenceSearchProvider({
  type: 'job_search',
  section: 'Job Search',
  table: 'job_postings',
  noun: 'job posting',
  plural: 'job postings',
  dated: 'posted',
  definition: `Institutions with at least the given number of job postings whose title or text matches the search, posted in the latest quarters of the job postings data (the window ends with the quarter of the newest posting). ${SEARCH_SYNTAX} Job functions and seniorities narrow the postings (none chosen: any).`,
});

export const siteSearchProvider = evidenceSearchProvider({
  type: 'site_search',
  section: 'Site Search',
  table: 'site_pages',
  noun: 'website page',
  plural: 'website pages',
  dated: 'changed',
  definition: `Institutions with at least the given number of pages of their website whose title or text matches the search, first seen or changed in the latest quarters of the crawled pages (the window ends with the quarter of the newest change). ${SEARCH_SYNTAX}`,
});
