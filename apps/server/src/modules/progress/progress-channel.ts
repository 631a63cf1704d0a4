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

function createProgressChannel(database: Database): ProgressChannel {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const listeners = new Map<string, Set<ProgressListener>>();
  const notify = database.kind === 'postgres';

  const dispatch = (record: ProgressRecord) => {
    for (const listener of listeners.get(record.key) ?? []) listener(record);
  };
  local.on('progress', dispatch);

  /** Runs a statement returning the changed row and publishes it to every process. */
  async function write(statement: string, params: unknown[]): Promise<ProgressRecord | null> {
    // A NOTIFY payload must stay under 8000 bytes: a job's result (a profile's deposit shares can be
    // hundreds of kilobytes) is left out, and listeners read the row when the payload says it has one.
    const text = notify
      ? `with changed as (${statement})
         select changed.*,
                pg_notify('${NOTIFY_CHANNEL}',
                          (to_jsonb(changed) - 'result'
                             || jsonb_build_object('has_result', changed.result is not null))::text)
           from changed`
      : statement;
    const [row] = await database.query<Row>(text, params);
    if (!row) return null;
    const record = toProgressRecord(row);
    if (!notify) local.emit('progress', record);
    return record;
  }

  // PostgreSQL: one LISTEN connection per process, opened with the first watcher.
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;

  async function rereadWatched() {
    for (const key of listeners.keys()) {
      const record = await read(key).catch(() => null);
      if (record) dispatch(record);
    }
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer || listeners.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      // Anything published while the connection was down is recovered by reading the rows again.
      void ensureListening()
        .then(rereadWatched)
        .catch(() => scheduleReconnect());
    }, RECONNECT_MS);
  }

  function ensureListening(): Promise<void> {
    if (!notify || client) return Promise.resolve();
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: database.connectionString });
      next.on('notification', (message) => {
        if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
        let row: Row;
        try {
          row = JSON.parse(message.payload) as Row;
        } catch {
          return; // A malformed payload is not ours to act on.
        }
        if (!listeners.has(String(row.key))) return;
        if (row.has_result !== true) {
          dispatch(toProgressRecord(row));
          return;
        }
        void read(String(row.key))
          .then((record) => {
            if (record) dispatch(record);
          })
          .catch(() => {});
      });
      next.on('error', () => {
        if (client === next) client = null;
        void next.end().catch(() => {});
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`listen ${NOTIFY_CHANNEL}`);
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function read(key: string): Promise<ProgressRecord | null> {
    const [row] = await database.query<Row>('select * from job_progress where key = $1', [key]);
    return row ? toProgressRecord(row) : null;
  }

  return {
    start(input) {
      return write(
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
    },
    update(key, progress, status, breakpointProgress) {
      return write(
        `update job_progress set progress = $2, status = coalesce($3, status),
                breakpoint_progress = coalesce($4, breakpoint_progress),
                version = version + 1, updated_at = now()
          where key = $1 and state = 'running'
          returning *`,
        [key, clamp(progress), status ?? null, breakpointProgress ?? null],
      );
    },
    finish(key, options = {}) {
      return write(
        `update job_progress set progress = 100, status = $2, state = 'done', result = $3::jsonb,
                version = version + 1, updated_at = now(), finished_at = now()
          where key = $1
          returning *`,
        [key, options.status ?? 'Done', options.result ? JSON.stringify(options.result) : null],
      );
    },
    fail(key, message) {
      return write(
        `update job_progress set status = $2, error = $2, state = 'failed',
                version = version + 1, updated_at = now(), finished_at = now()
          where key = $1
          returning *`,
        [key, message],
      );
    },
    read,
    async subscribe(key, listener) {
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
      }
      set.add(listener);
      try {
        await ensureListening();
      } catch {
        // Not listening yet: the watcher still gets snapshots from its periodic re-read.
        scheduleReconnect();
      }
      return () => {
        const current = listeners.get(key);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(key);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await connecting?.catch(() => {});
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
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
