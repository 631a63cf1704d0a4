import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { assignDemoPersonaInstitution, DEMO_FI_EMAIL, demoPersonaInstitution } from './demo-identity.js';
import { loadDemoDataSet } from './load-demo.js';

describe('the FI demo persona', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase({ demo: true });
    await loadDemoDataSet(database, { latestPeriod: '2026-06-30', scale: 0.02 });
  });
  afterAll(async () => database.drop());

  it('works at an active bank with financials at the latest period, the only institution of its name', async () => {
    const rows = await database.query<{
      name: string;
      active: boolean;
      latest_period: string;
      filed: boolean;
      merged: boolean;
    }>(
      `select i.name, i.active, i.latest_period::text as latest_period,
              exists (select 1 from financials f where f.institution_id = i.id and f.period = '2026-06-30') as filed,
              exists (select 1 from structure_events e where e.target_id = i.id) as merged
         from users u join institutions i on lower(i.name) = lower(u.company_name)
        where u.email = $1`,
      [DEMO_FI_EMAIL],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ active: true, latest_period: '2026-06-30', filed: true, merged: false });
  });

  it('is chosen the same way on every load', async () => {
    const first = await demoPersonaInstitution(database);
    expect(first).not.toBeNull();
    expect(await demoPersonaInstitution(database)).toEqual(first);
  });

  it('moves a persona left at a merged bank by an earlier start, and keeps one at an active bank', async () => {
    const companyName = async () =>
      (
        await database.query<{ company_name: string }>('select company_name from users where email = $1', [
          DEMO_FI_EMAIL,
        ])
      )[0]?.company_name;
    const chosen = await companyName();
    const [merged] = await database.query<{ name: string }>(
      `select name from institutions i where fi_type = 'bank' and not active
          and (select count(*) from institutions o where lower(o.name) = lower(i.name)) = 1
        order by id limit 1`,
    );
    expect(merged).toBeDefined();
    await database.query('update users set company_name = $1 where email = $2', [
      merged?.name,
      DEMO_FI_EMAIL,
    ]);
    expect(await assignDemoPersonaInstitution(database)).toBe(chosen);
    expect(await companyName()).toBe(chosen);

    const [other] = await database.query<{ name: string }>(
      `select name from institutions where fi_type = 'bank' and active and latest_period = '2026-06-30'
          and lower(name) <> lower($1) order by id limit 1`,
      [chosen],
    );
    await database.query('update users set company_name = $1 where email = $2', [other?.name, DEMO_FI_EMAIL]);
    expect(await assignDemoPersonaInstitution(database)).toBeNull();
    expect(await companyName()).toBe(other?.name);
  });
});
