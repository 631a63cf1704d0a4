import type { IdName } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';

export type Person = { id: number; user_name: string; email: string };

/** The names a report shows, read once for all its rows. */
export type People = {
  user(id: number): Person | null;
  group(id: number | null): IdName | null;
};

export async function peopleOf(
  database: Pick<Database, 'query'>,
  ids: { userIds: readonly number[]; groupIds: readonly number[] },
): Promise<People> {
  const userIds = [...new Set(ids.userIds.filter((id) => id > 0))];
  const groupIds = [...new Set(ids.groupIds.filter((id) => id > 0))];
  const [userRows, groupRows] = await Promise.all([
    userIds.length === 0
      ? []
      : database.query<{ id: number; user_name: string; email: string }>(
          'select id, user_name, email from users where id = any($1::int[])',
          [userIds],
        ),
    groupIds.length === 0
      ? []
      : database.query<{ id: number; name: string }>(
          'select id, name from groups where id = any($1::int[])',
          [groupIds],
        ),
  ]);
  const users = new Map(
    userRows.map((u) => [Number(u.id), { id: Number(u.id), user_name: u.user_name, email: u.email }]),
  );
  const groups = new Map(groupRows.map((g) => [Number(g.id), { id: Number(g.id), name: g.name }]));
  return {
    user: (id) => users.get(id) ?? null,
    group: (id) => (id === null ? null : (groups.get(id) ?? null)),
  };
}
