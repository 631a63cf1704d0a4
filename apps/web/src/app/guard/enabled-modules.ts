import { type EnabledModulesResponse, enabledModulesResponseSchema } from '@fin-atlas/domain';
import { http } from '../../core/api/http';
import { readLocal, userStateKey, writeLocal } from '../../core/local-state';

const NAME = 'enabled_modules';

const isEnabledModules = (value: unknown): value is EnabledModulesResponse =>
  enabledModulesResponseSchema.safeParse(value).success;

/** The enabled modules and paths last stored for this user (spec: "stored" by the guard). */
export function storedEnabledModules(userId: number): EnabledModulesResponse | null {
  return readLocal(userStateKey(userId, NAME), isEnabledModules);
}

/** Asks the server afresh and stores the answer for the next navigation. */
export async function fetchEnabledModules(
  userId: number,
  signal?: AbortSignal,
): Promise<EnabledModulesResponse> {
  const fresh = await http.get('/api/users/enabled_modules', {
    schema: enabledModulesResponseSchema,
    signal,
  });
  writeLocal(userStateKey(userId, NAME), fresh);
  return fresh;
}

/** A route opens when any one of its module paths is enabled (area overviews name several). */
export function hasModuleAccess(enabledPaths: readonly string[], modulePaths: readonly string[]): boolean {
  return modulePaths.some((path) => enabledPaths.includes(path));
}

export type GuardDecision = 'proceed' | 'fetch';

/** Spec section 4: a stored answer that lists the path lets navigation proceed; anything else asks. */
export function decideFromStore(
  stored: EnabledModulesResponse | null,
  modulePaths: readonly string[],
): GuardDecision {
  return stored && hasModuleAccess(stored.enabled_paths, modulePaths) ? 'proceed' : 'fetch';
}
