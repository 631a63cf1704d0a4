import type { IntentLevel } from '@fin-atlas/domain';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';

/** An institution that reached a level of a signal at a newly scored quarter (it was below it before). */
export type LevelReached = { signalId: number; institutionId: number; level: IntentLevel; period: string };

export type LevelsReachedListener = (
  context: { database: Database; config: AppConfig | undefined },
  reached: readonly LevelReached[],
) => Promise<void>;

const listeners: LevelsReachedListener[] = [];

/** Actions (alerts, CRM lists) listen here, so scoring never knows what happens on a level. */
export function onLevelsReached(listener: LevelsReachedListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

/** Called by a scoring pass after its scores are committed. */
export async function notifyLevelsReached(
  context: { database: Database; config: AppConfig | undefined },
  reached: readonly LevelReached[],
): Promise<void> {
  if (reached.length === 0) return;
  for (const listener of listeners) await listener(context, reached);
}
