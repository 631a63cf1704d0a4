import type { Database } from '../../db/database.js';
import type { ElementProvider } from './engine/provider.js';
import { createQueryEngine, type QueryEngine } from './engine/query-engine.js';
import { createProviderRegistry } from './engine/registry.js';
import { BUILT_IN_PROVIDERS } from './providers/built-in.js';

/** One registry per process: built-in categories first, then whatever later modules register. */
const registry = createProviderRegistry();
for (const provider of BUILT_IN_PROVIDERS) registry.register(provider);

/** Adds a category of query elements (segmentation, digital channels, FIN Intent, VendorFit ...). */
export function registerElementProvider(provider: ElementProvider): void {
  registry.register(provider);
}

const engines = new WeakMap<Database, QueryEngine>();

/** The engine of a database handle, shared by the routes of this process. */
export function queryEngineFor(database: Database): QueryEngine {
  let engine = engines.get(database);
  if (!engine) {
    engine = createQueryEngine(database, registry);
    engines.set(database, engine);
  }
  return engine;
}
