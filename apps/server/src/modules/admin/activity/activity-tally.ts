import type { ActivityCounts, ActivityModuleUse } from '@fin-atlas/domain';
import { KIND_COLUMNS } from './activity-counts.js';

type Row = Record<string, unknown>;

const COLUMN_OF = new Map<string, keyof ActivityCounts>(KIND_COLUMNS);

const zero = (): ActivityCounts => {
  const counts = { events: 0 } as ActivityCounts;
  for (const [, column] of KIND_COLUMNS) counts[column] = 0;
  return counts;
};

function add(counts: ActivityCounts, kind: string, events: number): void {
  const column = COLUMN_OF.get(kind);
  if (column) counts[column] += events;
  counts.events += events;
}

export type UserTally = {
  userId: number;
  groupId: number | null;
  counts: ActivityCounts;
  lastActive: string;
};

/**
 * A report's figures added up from its counts per user, module and kind (one row each, a few
 * thousand for a large client's year): the totals, module use and each user's counts.
 */
export function tallyKeys(rows: readonly Row[]) {
  const totals = zero();
  const modules = new Map<string, { events: number; users: Set<number> }>();
  const users = new Map<number, UserTally>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    const kind = String(row.kind);
    const events = Number(row.events);
    add(totals, kind, events);
    const module = String(row.module);
    if (module !== '') {
      const use = modules.get(module) ?? { events: 0, users: new Set<number>() };
      use.events += events;
      use.users.add(userId);
      modules.set(module, use);
    }
    let user = users.get(userId);
    if (!user) {
      user = { userId, groupId: null, counts: zero(), lastActive: '' };
      users.set(userId, user);
    }
    add(user.counts, kind, events);
    if (row.group_id !== null) user.groupId = Math.max(user.groupId ?? 0, Number(row.group_id));
    if (String(row.last_day) > user.lastActive) user.lastActive = String(row.last_day);
  }
  const moduleUse: ActivityModuleUse[] = [...modules]
    .map(([module, use]) => ({
      module: module as ActivityModuleUse['module'],
      events: use.events,
      users: use.users.size,
    }))
    .sort((a, b) => b.events - a.events || a.module.localeCompare(b.module));
  const byActivity = [...users.values()].sort(
    (a, b) => b.counts.events - a.counts.events || a.userId - b.userId,
  );
  return { totals, activeUsers: users.size, modules: moduleUse, users: byActivity };
}
