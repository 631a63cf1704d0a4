import { useMatches } from 'react-router';

/** What a route tells the shell: the top-level module it belongs to (its ui_modules path). */
export type RouteHandle = { module?: string };

export function useDeclaredModule(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.module) return handle.module;
  }
  return undefined;
}
