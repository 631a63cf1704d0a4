import type {
  CriteriaRule,
  PurchasedModuleFlag,
  QueryCatalogElement,
  QueryElementObject,
  QueryElementType,
  QueryOption,
  QueryType,
  ResultColumn,
} from '@fin-atlas/domain';
import type { MetricService } from '../../../analytics/metric-service.js';
import type { Database } from '../../../db/database.js';
import type { Actor } from '../../identity/index.js';
import type { Universe } from './universe.js';

/** What a provider may read while answering: the database, the universe and the metric service. */
export type EngineContext = {
  database: Database;
  universe: Universe;
  metrics: MetricService;
  /** The caller: rules such as "exclude my own institution" and permission checks read it. */
  actor: Actor | null;
  /**
   * The builder asking: the standard one, or the mortgage-lender variant (is_mbc), which also lists
   * mortgage companies and offers its own categories. The engine keeps every answer to the variant's
   * institutions; a provider reads it for its catalog and option lists.
   */
  variant: QueryType;
};

/** A rule with its element's objects resolved from the payload's elements. */
export type ResolvedRule = {
  /** The rule's id in the tree (its own id, or its path when it has none). */
  id: string;
  rule: CriteriaRule;
  /** The element objects of the rule's element (usually one). */
  objects: readonly QueryElementObject[];
  /** The first object, the one a rule tests. */
  object: QueryElementObject;
};

/** One output column with a cell per requested universe position (in the order asked). */
export type ColumnValues = { column: ResultColumn; values: (number | string | boolean | null)[] };

/** A builder category a provider fills (QUERY_BUILDER_CATEGORIES names), with its sections. */
export type CatalogContribution = {
  category: string;
  sections: { name: string; elements: QueryCatalogElement[] }[];
};

/**
 * One category of query elements. The engine knows nothing of what an element means: it resolves a
 * rule's element to the provider registered for its element_type, asks the provider which universe
 * positions match, and combines the answers with the tree's AND / OR. Later modules (segmentation,
 * digital channels, FIN Intent, VendorFit, mortgage lending) add a provider to the registry and touch
 * nothing else.
 */
export interface ElementProvider {
  readonly name: string;
  readonly types: readonly QueryElementType[];
  /** Modules the caller needs to use this provider's elements (any one of them). */
  readonly requiresAnyModule?: readonly PurchasedModuleFlag[];
  /**
   * The builders that offer this category: the standard one when absent. A rule of a provider the
   * variant does not offer is refused with a 422, and its elements stay out of that catalog.
   */
  readonly variants?: readonly QueryType[];
  catalog(context: EngineContext): Promise<CatalogContribution[]>;
  /** Choices for an element whose catalog entry says remote_options. */
  options?(
    context: EngineContext,
    request: { elementType: QueryElementType; elementId: number; parent?: string; q?: string },
  ): Promise<QueryOption[]>;
  /**
   * Refuses a rule it cannot evaluate (unknown element, operator or value shape) by returning a
   * sentence for the user; null when the rule is fine. Checked before any rule is matched.
   */
  validate(context: EngineContext, rule: ResolvedRule): Promise<string | null>;
  /**
   * What besides the rule decides its answer (the caller, for "leave out my own institution"): the
   * engine caches rule answers per data version, and this joins the cache key.
   */
  matchKey?(context: EngineContext, rule: ResolvedRule): string;
  /** 1 at every universe position the rule matches, 0 elsewhere (length universe.size). */
  match(context: EngineContext, rule: ResolvedRule): Promise<Uint8Array>;
  /** The element's output columns for the given universe positions. */
  columns(context: EngineContext, object: QueryElementObject, positions: Int32Array): Promise<ColumnValues[]>;
  /**
   * Reads what the provider keeps per data version (branch aggregates, contact index, the quarters
   * metrics read) before anyone asks, so the first count after a start or a data load is quick.
   */
  warm?(context: EngineContext): Promise<void>;
  /** The element and, when given, the rule in words ('Total Assets between $100M and $500M'). */
  describe(context: EngineContext, object: QueryElementObject, rule?: CriteriaRule): Promise<string>;
}
