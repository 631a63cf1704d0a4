import type { QueryCatalog, QueryCatalogElement } from '@fin-atlas/domain';
import { createContext, useContext } from 'react';
import type { BuilderGroup } from './criteria-tree';

/** What every node of the criteria tree reads: the catalog, the live counts and how to change the tree. */
export type BuilderContextValue = {
  catalog: QueryCatalog | undefined;
  elements: ReadonlyMap<string, QueryCatalogElement>;
  /** Counts of the last answered payload, by rule and group id. */
  counts: Readonly<Record<string, number>> | null;
  /** A newer payload is being counted: the shown counts are the previous tree's. */
  counting: boolean;
  /** Problems the server named per rule (a 422 from the counts). */
  serverProblems: Readonly<Record<string, string>>;
  /** The group the element picker adds rules to. */
  targetGroup: string;
  setTargetGroup: (id: string) => void;
  change: (change: (tree: BuilderGroup) => BuilderGroup) => void;
};

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder outside the query builder');
  return value;
}
