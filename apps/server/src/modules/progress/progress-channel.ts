import { EventEmitter } from 'node:events';
import { type JobKind, type JobProgress, MESSAGES } from '@fin-atlas/domain';
import pg from 'pg';
import type { Database } from '../../db/database.js';

/** A progress snapshot with its owner, for the access check; never sent to a browser as is. */
export type ProgressRecord = JobProgress & { user_id: number | null; group_id: number | null };

export type ProgressListener = (record: ProgressRecord) => void;

export type StartProgress = {
  key: string;
  kind: JobKind;
  userId: number | null;
  /** The starter's client group (the tenant), whose members may watch too. */
  groupId: number | null;
  status?: string;
  breakpointProgress?: number | null;
};

/**
 * The live progress of background jobs. Jobs call start, update, finish or fail; every change is
 * stored in job_progress and published: through PostgreSQL NOTIFY (each process LISTENs on one
 * dedicated connection, so a job on one node reaches a browser streaming from another) or, on the
 * single-process PGlite, through an in-process emitter.
 */
export type ProgressChannel = {
  start(input: StartProgress): Promise<ProgressRecord>;
  /** Ignored once the job is done or failed. */
  update(
    key: string,
    progress: number,
    status?: string,
    breakpointProgress?: number,
  ): Promise<ProgressRecord | null>;
  finish(
    key: string,
    options?: { status?: string; result?: Record<string, unknown> },
  ): Promise<ProgressRecord | null>;
  fail(key: string, message: string): Promise<ProgressRecord | null>;
  read(key: string): Promise<ProgressRecord | null>;
  /** Resolves once the listener will hear every later change; returns the unsubscribe. */
  subscribe(key: string, listener: ProgressListener): Promise<() => void>;
  close(): Promise<void>;
};

export const NOTIFY_CHANNEL = 'fin_atlas_progress';
const RECONNECT_MS = 1000;

type Row = Record<string, unknown>;

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);
const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function toProgressRecord(row: Row): ProgressRecord {
  return {
    key: String(row.key),
    kind: row.kind as JobKind,
    progress: Number(row.progress),
    breakpoint_progress: intOrNull(row.breakpoint_progress),
    status: String(row.status),
    state: row.state as ProgressRecord['state'],
    error: (row.error as string | null) ?? null,
    result: (row.result as Record<string, unknown> | null) ?? null,
    version: Number(row.version),
    started_at: iso(row.started_at),
    updated_at: iso(row.updated_at),
    finished_at: isoOrNull(row.finished_at),
    user_id: intOrNull(row.user_id),
    group_id: intOrNull(row.group_id),
  };
}

/** What a watcher may see: the snapshot without its owner. */
export function publicProgress(record: ProgressRecord): JobProgress {
  const { user_id: _user, group_id: _group, ...rest } = record;
  return rest;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * What one channel holds: the watchers by job key, the in-process emitter (PGlite) and, on PostgreSQL,
 * the LISTEN connection with its reconnect state.
 */
type ChannelState = {
  database: Database;
  notify: boolean;
  local: EventEmitter;
  listeners: Map<string, Set<ProgressListener>>;
  client: pg.Client | null;
  connecting: Promise<void> | null;
  reconnectTimer: NodeJS.Timeout | null;
  closed: boolean;
};

function createProgressChannel(database: Database): ProgressChannel {
  const state: ChannelState = {
    database,
    notify: database.kind === 'postgres',
    local: new EventEmitter(),
    listeners: new Map(),
    // PostgreSQL: one LISTEN connection per process, opened with the first watcher.
    client: null,
    connecting: null,
    reconnectTimer: null,
    closed: false,
  };
  state.local.setMaxListeners(0);
  state.local.on('progress', (record: ProgressRecord) => dispatch(state, record));
  return {
    start: (input) => startProgress(state, input),
    update: (key, progress, status, breakpointProgress) =>
      updateProgress(state, key, progress, status, breakpointProgress),
    finish: (key, options = {}) => finishProgress(state, key, options),
    fail: (key, message) => failProgress(state, key, message),
    read: (key) => readProgress(database, key),
    subscribe: (key, listener) => subscribe(state, key, listener),
    close: () => closeChannel(state),
  };
}

function dispatch(state: ChannelState, record: ProgressRecord): void {
  for (const listener of state.listeners.get(record.key) ?? []) listener(record);
}

/** Runs a statement returning the changed row and publishes it to every process. */
async function write(
  state: ChannelState,
  statement: string,
  params: unknown[],
): Promise<ProgressRecord | null> {
  // A NOTIFY payload must stay under 8000 bytes: a job's result (a profile's deposit shares can be
  // hundreds of kilobytes) is left out, and listeners read the row when the payload says it has one.
  const text = state.notify
    ? `with changed as (${statement})
       select changed.*,
              pg_notify('${NOTIFY_CHANNEL}',
                        (to_jsonb(changed) - 'result'
                           || jsonb_build_object('has_result', changed.result is not null))::text)
         from changed`
    : statement;
  const [row] = await state.database.query<Row>(text, params);
  if (!row) return null;
  const record = toProgressRecord(row);
  if (!state.notify) state.local.emit('progress', record);
  return record;
}

async function readProgress(database: Database, key: string): Promise<ProgressRecord | null> {
  const [row] = await database.query<Row>('select * from job_progress where key = $1', [key]);
  return row ? toProgressRecord(row) : null;
}

function startProgress(state: ChannelState, input: StartProgress): Promise<ProgressRecord> {
  return write(
    state,
    `insert into job_progress as p
       (key, kind, user_id, group_id, progress, breakpoint_progress, status, state, version,
        started_at, updated_at)
     values ($1, $2, $3, $4, 0, $5, $6, 'running', 1, now(), now())
     on conflict (key) do update set
       kind = excluded.kind, user_id = excluded.user_id, group_id = excluded.group_id,
       progress = 0, breakpoint_progress = excluded.breakpoint_progress, status = excluded.status,
       state = 'running', error = null, result = null, version = p.version + 1,
       started_at = now(), updated_at = now(), finished_at = null
     returning *`,
    [
      input.key,
      input.kind,
      input.userId,
      input.groupId,
      input.breakpointProgress ?? null,
      input.status ?? MESSAGES.report.preparing,
    ],
  ) as Promise<ProgressRecord>;
}

function updateProgress(
  state: ChannelState,
  key: string,
  progress: number,
  status?: string,
  breakpointProgress?: number,
): Promise<ProgressRecord | null> {
  return write(
    state,
    `update job_progress set progress = $2, status = coalesce($3, status),
            breakpoint_progress = coalesce($4, breakpoint_progress),
            version = version + 1, updated_at = now()
      where key = $1 and state = 'running'
      returning *`,
    [key, clamp(progress), status ?? null, breakpointProgress ?? null],
  );
}

function finishProgress(
  state: ChannelState,
  key: string,
  options: { status?: string; result?: Record<string, unknown> },
): Promise<ProgressRecord | null> {
  return write(
    state,
    `update job_progress set progress = 100, status = $2, state = 'done', result = $3::jsonb,
            version = version + 1, updated_at = now(), finished_at = now()
      where key = $1
      returning *`,
    [key, options.status ?? 'Done', options.result ? JSON.stringify(options.result) : null],
  );
}

function failProgress(state: ChannelState, key: string, message: string): Promise<ProgressRecord | null> {
  return write(
    state,
    `update job_progress set status = $2, error = $2, state = 'failed',
            version = version + 1, updated_at = now(), finished_at = now()
      where key = $1
      returning *`,
    [key, message],
  );
}

async function subscribe(state: ChannelState, key: string, listener: ProgressListener): Promise<() => void> {
  const { listeners } = state;
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  try {
    await ensureListening(state);
  } catch {
    // Not listening yet: the watcher still gets snapshots from its periodic re-read.
    scheduleReconnect(state);
  }
  return () => {
    const current = listeners.get(key);
    current?.delete(listener);
    if (current?.size === 0) listeners.delete(key);
  };
}

async function closeChannel(state: ChannelState): Promise<void> {
  state.closed = true;
  state.listeners.clear();
  if (state.reconnectTimer) clearTimeout(state.reconnectTimer);
  await state.connecting?.catch(() => {});
  const open = state.client;
  state.client = null;
  await open?.end().catch(() => {});
}

async function rereadWatched(state: ChannelState): Promise<void> {
  for (const key of state.listeners.keys()) {
    const record = await readProgress(state.database, key).catch(() => null);
    if (record) dispatch(state, record);
  }
}

function scheduleReconnect(state: ChannelState): void {
  if (state.closed || state.reconnectTimer || state.listeners.size === 0) return;
  state.reconnectTimer = setTimeout(() => {
    state.reconnectTimer = null;
    // Anything published while the connection was down is recovered by reading the rows again.
    void ensureListening(state)
      .then(() => rereadWatched(state))
      .catch(() => scheduleReconnect(state));
  }, RECONNECT_MS);
}

function ensureListening(state: ChannelState): Promise<void> {
  if (!state.notify || state.client) return Promise.resolve();
  state.connecting ??= openListener(state).finally(() => {
    state.connecting = null;
  });
  return state.connecting;
}

/** Opens the LISTEN connection; it becomes the channel's client unless the channel closed meanwhile. */
async function openListener(state: ChannelState): Promise<void> {
  const next = new pg.Client({ connectionString: state.database.connectionString });
  next.on('notification', (message) => onNotification(state, message));
  next.on('error', () => {
    if (state.client === next) state.client = null;
    void next.end().catch(() => {});
    scheduleReconnect(state);
  });
  try {
    await next.connect();
    await next.query(`listen ${NOTIFY_CHANNEL}`);
  } catch (error) {
    await next.end().catch(() => {});
    throw error;
  }
  if (state.closed) {
    await next.end().catch(() => {});
    return;
  }
  state.client = next;
}

function onNotification(state: ChannelState, message: pg.Notification): void {
  if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
  let row: Row;
  try {
    row = JSON.parse(message.payload) as Row;
  } catch {
    return; // A malformed payload is not ours to act on.
  }
  if (!state.listeners.has(String(row.key))) return;
  if (row.has_result !== true) {
    dispatch(state, toProgressRecord(row));
    return;
  }
  void readProgress(state.database, String(row.key))
    .then((record) => {
      if (record) dispatch(state, record);
    })
    .catch(() => {});
}

const channels = new WeakMap<Database, ProgressChannel>();

/**
 * The one channel of a database handle in this process: jobs that publish and streams that watch
 * share it, which is what lets the in-process emitter work on PGlite.
 */
export function progressChannelFor(database: Database): ProgressChannel {
  let channel = channels.get(database);
  if (!channel) {
    channel = createProgressChannel(database);
    channels.set(database, channel);
  }
  return channel;
}

/** Closes the LISTEN connection (if any); the next progressChannelFor opens a fresh channel. */
export async function closeProgressChannel(database: Database): Promise<void> {
  const channel = channels.get(database);
  channels.delete(database);
  await channel?.close();
}
