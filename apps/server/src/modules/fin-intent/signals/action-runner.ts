import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from '../../../config/config.js';
import type { Database, Db } from '../../../db/database.js';
import {
  intentActionRuns,
  intentActions,
  intentAlerts,
  intentSignalFollowers,
  intentSignals,
  users,
} from '../../../db/schema/index.js';
import { createAwaitedMailer } from '../../../mail/mailer.js';
import { loadActor } from '../../identity/index.js';
import { addInstitutionsToList } from '../../org-matching/index.js';
import type { LevelReached } from '../levels-reached.js';
import type { ActionRow } from './action-store.js';
import { alertDigest, type MailedAlert } from './alert-mail.js';
import { institutionNames } from './institution-names.js';
import { isIntentLevel, levelRank } from './signal-rows.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reached = LevelReached;

/** Multi-row inserts stay well under PostgreSQL's 65,535 parameters. */
const BATCH = 2_000;

const key = (r: Pick<Reached, 'signalId' | 'institutionId' | 'period'>) =>
  `${r.signalId}:${r.institutionId}:${r.period}`;

/** What an action answers: its signal (or any), at its level or above; the strongest level once each. */
function dueFor(action: ActionRow, reached: readonly Reached[]): Reached[] {
  if (!isIntentLevel(action.level)) return [];
  const floor = levelRank(action.level);
  const strongest = new Map<string, Reached>();
  for (const r of reached) {
    if (action.signalId !== null && action.signalId !== r.signalId) continue;
    if (levelRank(r.level) < floor) continue;
    const known = strongest.get(key(r));
    if (!known || levelRank(r.level) > levelRank(known.level)) strongest.set(key(r), r);
  }
  return [...strongest.values()];
}

/** Records the firings; those already recorded (an earlier pass, a retried job) come back as nothing. */
async function recordRuns(tx: Tx, actionId: number, due: readonly Reached[]): Promise<Reached[]> {
  const fired: Reached[] = [];
  for (let at = 0; at < due.length; at += BATCH) {
    const rows = await tx
      .insert(intentActionRuns)
      .values(due.slice(at, at + BATCH).map((r) => ({ actionId, ...r })))
      .onConflictDoNothing()
      .returning();
    for (const r of rows) {
      if (isIntentLevel(r.level))
        fired.push({
          signalId: r.signalId,
          institutionId: r.institutionId,
          period: r.period,
          level: r.level,
        });
    }
  }
  return fired;
}

/** Followers who may still read FIN Intent: active, and their groups still buy it. */
async function eligibleFollowers(tx: Tx, signalIds: readonly number[]) {
  const rows = await tx
    .select({ follower: intentSignalFollowers, user: users })
    .from(intentSignalFollowers)
    .innerJoin(users, eq(users.id, intentSignalFollowers.userId))
    .where(and(inArray(intentSignalFollowers.signalId, [...signalIds]), eq(users.isActive, true)));
  const entitled = new Map<number, boolean>();
  const eligible: typeof rows = [];
  for (const row of rows) {
    if (!entitled.has(row.user.id)) {
      entitled.set(row.user.id, (await loadActor(tx, row.user)).modules.has('fin_intent'));
    }
    if (entitled.get(row.user.id)) eligible.push(row);
  }
  return eligible;
}

export type NewAlert = MailedAlert & { userId: number; email: string; userName: string };
type Wanted = Reached & { user: typeof users.$inferSelect };

/** Who is to be alerted of what: each eligible follower of a fired signal from their min_level up. */
async function wantedAlerts(tx: Tx, fired: readonly Reached[]): Promise<Wanted[]> {
  const followers = await eligibleFollowers(tx, [...new Set(fired.map((r) => r.signalId))]);
  return fired.flatMap((r) =>
    followers
      .filter((f) => f.follower.signalId === r.signalId)
      .filter(
        (f) => isIntentLevel(f.follower.minLevel) && levelRank(r.level) >= levelRank(f.follower.minLevel),
      )
      .map((f) => ({ ...r, user: f.user })),
  );
}

/** The alerts as the e-mail names them: the signal's and the institution's names. */
async function described(tx: Tx, alerts: readonly Wanted[]): Promise<NewAlert[]> {
  const named = new Map(
    (
      await institutionNames(
        tx,
        alerts.map((w) => w.institutionId),
      )
    ).map((i) => [i.id, i]),
  );
  const signalIds = [...new Set(alerts.map((w) => w.signalId))];
  const signals = signalIds.length
    ? await tx
        .select({ id: intentSignals.id, name: intentSignals.name })
        .from(intentSignals)
        .where(inArray(intentSignals.id, signalIds))
    : [];
  const signalNames = new Map(signals.map((s) => [s.id, s.name]));
  return alerts.flatMap((w) => {
    const institution = named.get(w.institutionId);
    if (!institution) return [];
    return [
      {
        userId: w.user.id,
        email: w.user.email,
        userName: w.user.userName,
        signalId: w.signalId,
        signalName: signalNames.get(w.signalId) ?? '',
        institution,
        level: w.level,
        period: w.period,
      },
    ];
  });
}

/**
 * In-app alerts for the followers of the signals whose min_level the institution reached; a
 * follower already alerted of that institution and quarter (by another action) is not alerted twice.
 */
async function alertFollowers(tx: Tx, fired: readonly Reached[]): Promise<NewAlert[]> {
  const wanted = await wantedAlerts(tx, fired);
  if (wanted.length === 0) return [];
  const existing = await tx
    .select({
      userId: intentAlerts.userId,
      signalId: intentAlerts.signalId,
      institutionId: intentAlerts.institutionId,
      period: intentAlerts.period,
    })
    .from(intentAlerts)
    .where(
      and(
        inArray(intentAlerts.userId, [...new Set(wanted.map((w) => w.user.id))]),
        inArray(intentAlerts.signalId, [...new Set(wanted.map((w) => w.signalId))]),
        inArray(intentAlerts.period, [...new Set(wanted.map((w) => w.period))]),
      ),
    );
  const alerted = new Set(existing.map((e) => `${e.userId}:${key(e)}`));
  const fresh = wanted.filter((w) => !alerted.has(`${w.user.id}:${key(w)}`));
  for (let at = 0; at < fresh.length; at += BATCH) {
    await tx.insert(intentAlerts).values(
      fresh.slice(at, at + BATCH).map((w) => ({
        userId: w.user.id,
        signalId: w.signalId,
        institutionId: w.institutionId,
        level: w.level,
        period: w.period,
      })),
    );
  }
  return described(tx, fresh);
}

/** One action's firings, its CRM rows and its alerts, in one transaction. */
async function fireAction(
  database: Database,
  action: ActionRow,
  due: readonly Reached[],
): Promise<NewAlert[]> {
  return database.db.transaction(async (tx) => {
    const fired = await recordRuns(tx, action.id, due);
    if (fired.length === 0) return [];
    if (action.kind === 'crm_list' && action.orgListId !== null) {
      const listed = await institutionNames(tx, [...new Set(fired.map((r) => r.institutionId))]);
      await addInstitutionsToList(tx, action.orgListId, listed);
      return [];
    }
    return action.kind === 'notify' ? alertFollowers(tx, fired) : [];
  });
}

/** One digest e-mail per follower for everything this pass alerted them of. */
async function mailDigests(
  database: Database,
  config: AppConfig | undefined,
  alerts: readonly NewAlert[],
): Promise<void> {
  const mailer = createAwaitedMailer({ db: database.db, smtpUrl: config?.smtpUrl });
  const byUser = new Map<number, NewAlert[]>();
  for (const a of alerts) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  const failures: unknown[] = [];
  for (const userAlerts of byUser.values()) {
    const first = userAlerts[0] as NewAlert;
    try {
      await mailer.send(
        await alertDigest(
          database.db,
          { email: first.email, userName: first.userName },
          userAlerts,
          config?.baseUrl ?? '',
        ),
      );
    } catch (error) {
      failures.push(error);
    }
  }
  // Every follower was tried; the alerts are recorded either way and the failure is reported.
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} FIN Intent alert e-mails were not sent.`);
}

/**
 * The actions' answer to a scoring pass: each active action fires once per (signal, institution,
 * quarter) whose level reached its own; 'notify' alerts the signal's followers in the app and by one
 * digest e-mail each, 'crm_list' adds the institutions to the action's CRM list.
 */
export async function runIntentActions(
  context: { database: Database; config: AppConfig | undefined },
  reached: readonly Reached[],
): Promise<void> {
  const { database } = context;
  const actions = await database.db.select().from(intentActions).where(eq(intentActions.isActive, true));
  const alerts: NewAlert[] = [];
  for (const action of actions) {
    const due = dueFor(action, reached);
    if (due.length > 0) alerts.push(...(await fireAction(database, action, due)));
  }
  if (alerts.length > 0) await mailDigests(database, context.config, alerts);
}
