import type { ActivityModule } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { insertRows, withTransaction } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import { type ActivityPersona, dailyCounts, type PlannedEvent, planActivity } from './activity-plan.js';

type Habit = {
  modules: readonly { module: ActivityModule; weight: number }[];
  intensity: number;
  subscription?: ActivityModule;
};

const m = (module: ActivityModule, weight: number) => ({ module, weight });

/** How each demo account works, after what its company bought (demo-identity.ts). */
const HABITS: Readonly<Record<string, Habit>> = {
  'clientadmin@demo.finatlas.test': {
    modules: [m('admin', 3), m('fin_reporter', 2), m('fin_query', 1), m('fin_technographics', 1)],
    intensity: 0.45,
  },
  'vendor@demo.finatlas.test': {
    modules: [
      m('fin_query', 4),
      m('fin_technographics', 3),
      m('fin_intent', 2),
      m('fintech_market_reports', 2),
      m('fin_vendorfit', 1),
      m('fin_reporter', 1),
      m('strategy', 1),
    ],
    intensity: 0.75,
    subscription: 'fin_query',
  },
  'fi@demo.finatlas.test': {
    modules: [
      m('fin_advisor', 3),
      m('fin_reporter', 3),
      m('fin_profile', 2),
      m('fin_digital_channels', 1),
      m('fin_industry_reporter', 1),
    ],
    intensity: 0.6,
    subscription: 'fin_reporter',
  },
  'partner@demo.finatlas.test': {
    modules: [m('fin_advisor', 2), m('fin_reporter', 2), m('fin_profile', 1), m('admin', 1)],
    intensity: 0.3,
  },
  'mortgage@demo.finatlas.test': {
    modules: [m('fin_query', 4), m('fin_technographics', 1), m('fin_profile', 1)],
    intensity: 0.5,
  },
  'limited@demo.finatlas.test': {
    modules: [m('fin_technographics', 3), m('fin_reporter', 2)],
    intensity: 0.25,
  },
};

const DEMO_DETAILS = { demo: true };

/** Writes planned events and their daily counts with the bulk writer, marked as demo data. */
export async function writePlannedActivity(
  database: Database,
  events: readonly PlannedEvent[],
): Promise<void> {
  await withTransaction(database, async (session) => {
    await insertRows(
      session,
      'activity_events',
      TABLE_COLUMNS.activity_events,
      events.map((e) => [
        e.userId,
        e.groupId,
        e.partnerId,
        e.kind,
        e.module,
        e.target,
        DEMO_DETAILS,
        e.at.toISOString(),
      ]),
    );
    await insertRows(session, 'activity_daily', TABLE_COLUMNS.activity_daily, dailyCounts(events), {
      conflict: `on conflict (day, user_id, module, kind) do update
                   set events = activity_daily.events + excluded.events`,
    });
  });
}

/**
 * A year of generated activity for the demo accounts (to yesterday), so the activity reports show
 * something on a fresh start: once, when the demo accounts have no generated activity yet. Returns
 * the events written. The events carry `{ demo: true }`; the reports label demo accounts' figures.
 */
export async function prepareDemoActivity(database: Database, now = new Date()): Promise<number> {
  const accounts = await database.query<{
    id: number;
    email: string;
    client_group_id: number | null;
    partner_id: number | null;
  }>(
    `select u.id, u.email, u.client_group_id, u.partner_id from users u
      where u.is_demo_user and u.is_active and u.email_verified_at is not null
        and u.email = any($1::text[])
        and not exists (select 1 from activity_events e where e.user_id = u.id and e.details ? 'demo')
      order by u.email`,
    [Object.keys(HABITS)],
  );
  const personas: ActivityPersona[] = accounts.flatMap((a) => {
    const habit = HABITS[a.email];
    return habit
      ? [
          {
            userId: Number(a.id),
            groupId: a.client_group_id === null ? null : Number(a.client_group_id),
            partnerId: a.partner_id === null ? null : Number(a.partner_id),
            ...habit,
          },
        ]
      : [];
  });
  if (personas.length === 0) return 0;
  const events = planActivity(personas, { endDay: now.toISOString().slice(0, 10) });
  await writePlannedActivity(database, events);
  return events.length;
}
