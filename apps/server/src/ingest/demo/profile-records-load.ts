import { writeEnforcementActions } from '../enforcement/enforcement-writer.js';
import { insertRows, type SqlSession } from '../store/index.js';
import { DEMO_SEED } from './generate-demo.js';
import {
  type ProfileInstitution,
  planDemoContacts,
  planDemoEnforcementActions,
} from './profile-records-plan.js';

export type DemoProfileRecordsSummary = {
  enforcementActions: number;
  contacts: number;
  seconds: number;
  /** Of which reading the institutions and drawing the records. */
  planSeconds: number;
};

async function readInstitutions(session: SqlSession): Promise<ProfileInstitution[]> {
  const rows = await session.query<{
    id: number;
    fi_type: ProfileInstitution['fiType'];
    name: string;
    regulator: string | null;
    website: string | null;
    state: string | null;
    assets: number | null;
    established: string | null;
    ended: string | null;
  }>(
    `select i.id, i.fi_type, i.name, i.regulator, i.website, i.state, i.latest_assets as assets,
            i.established_date::text as established,
            (select min(e.event_date)::text from structure_events e
              where e.target_id = i.id and e.kind in ('merger', 'failure')) as ended
       from institutions i
      where i.source = 'demo'
      order by i.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    fiType: r.fi_type,
    name: r.name,
    regulator: r.regulator,
    website: r.website,
    state: r.state,
    assets: Number(r.assets ?? 0),
    establishedOn: r.established,
    endedOn: r.ended,
  }));
}

/**
 * Writes the demo's fictional enforcement actions and institution contacts (source 'demo') in the
 * caller's transaction, after institutions and structure events, which the plans read.
 */
export async function loadDemoProfileRecords(
  session: SqlSession,
  options: { windowEnd: string; seed?: number },
): Promise<DemoProfileRecordsSummary> {
  const started = Date.now();
  const seed = options.seed ?? DEMO_SEED;
  const institutions = await readInstitutions(session);
  const actions = planDemoEnforcementActions(institutions, { seed, windowEnd: options.windowEnd });
  const contacts = planDemoContacts(institutions, { seed });
  await session.query("delete from enforcement_actions where source = 'demo'");
  await session.query("delete from institution_contacts where source = 'demo'");
  const planned = Date.now();
  if (session.kind === 'pglite') {
    // Every institution id below was just read in this transaction, so the per-row foreign-key
    // triggers can only agree; on the embedded engine they cost more than the copy itself.
    await session.query('set local session_replication_role = replica');
  }
  await writeEnforcementActions(session, actions, 'demo');
  await insertRows(
    session,
    'institution_contacts',
    [
      { name: 'institution_id', type: 'int' },
      { name: 'full_name', type: 'text' },
      { name: 'title', type: 'text' },
      { name: 'role', type: 'text' },
      { name: 'email', type: 'text' },
      { name: 'phone', type: 'text' },
      { name: 'linkedin', type: 'text' },
      { name: 'source', type: 'text' },
    ],
    contacts.map((c) => [c.institutionId, c.fullName, c.title, c.role, c.email, c.phone, c.linkedin, 'demo']),
  );
  if (session.kind === 'pglite') await session.query('set local session_replication_role = origin');
  return {
    enforcementActions: actions.length,
    contacts: contacts.length,
    seconds: (Date.now() - started) / 1000,
    planSeconds: (planned - started) / 1000,
  };
}
