import type { QueryElementType, QueryType } from '@fin-atlas/domain';
import type { ElementProvider } from './provider.js';

/** The element providers the engine consults, by element type; a later module adds its own. */
export type ProviderRegistry = {
  register(provider: ElementProvider): void;
  forType(type: QueryElementType): ElementProvider | undefined;
  all(): readonly ElementProvider[];
};

export function createProviderRegistry(): ProviderRegistry {
  const byType = new Map<QueryElementType, ElementProvider>();
  const providers: ElementProvider[] = [];
  return {
    register(provider) {
      for (const type of provider.types) {
        const taken = byType.get(type);
        if (taken && taken !== provider) {
          throw new Error(
            `element type ${type} is served by ${taken.name} already, not also by ${provider.name}`,
          );
        }
        byType.set(type, provider);
      }
      if (!providers.includes(provider)) providers.push(provider);
    },
    forType: (type) => byType.get(type),
    all: () => providers,
  };
}

/** Whether a builder variant offers the provider's category (the standard builder unless it says). */
export function offersVariant(provider: ElementProvider, variant: QueryType): boolean {
  return (provider.variants ?? ['fin_query']).includes(variant);
}
