import { createContext, useContext } from 'react';

/**
 * Whether the builder is the mortgage-lender variant (`?mbc=1`, is_mbc on the wire): its catalog,
 * option lists, counts, results, uploads, saves and prices all say so.
 */
export const QueryVariantContext = createContext(false);

export const useIsMbc = (): boolean => useContext(QueryVariantContext);

/** The URL parameter that opens the builder in mortgage mode. */
export const MORTGAGE_PARAM = 'mbc';
