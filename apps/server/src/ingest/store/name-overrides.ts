import type { SqlSession } from './session.js';

/**
 * A FIN Admin's display-name corrections (institution_name_overrides) outlive regulator loads. Given
 * the names a load just wrote (id → the regulator's name), it records each overridden institution's
 * regulator name on its override (the console shows both, so a correction the regulator made
 * itself is visible) and writes the display name back, in the load's own transaction: no reader
 * ever sees the regulator's spelling come back.
 */
export async function reapplyNameOverrides(
  session: SqlSession,
  written: ReadonlyMap<number, string>,
): Promise<void> {
  if (written.size === 0) return;
  const [row] = await session.query<{ some: boolean }>(
    'select exists (select 1 from institution_name_overrides) as some',
  );
  if (!row?.some) return;
  const ids = [...written.keys()];
  await session.query(
    `update institution_name_overrides o set regulator_name = l.name
       from unnest($1::int[], $2::text[]) as l(id, name)
      where o.institution_id = l.id and o.regulator_name is distinct from l.name`,
    [ids, [...written.values()]],
  );
  // The clock, not now(): caches of names compare max(institutions.updated_at).
  await session.query(
    `update institutions i set name = o.display_name, updated_at = clock_timestamp()
       from institution_name_overrides o
      where o.institution_id = i.id and i.id = any($1::int[]) and i.name is distinct from o.display_name`,
    [ids],
  );
}
