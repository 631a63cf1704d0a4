import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of seconds between 1 and 3600' })
    .int('must be a whole number of seconds between 1 and 3600')
    .min(1, 'must be a whole number of seconds between 1 and 3600')
    .max(3600, 'must be a whole number of seconds between 1 and 3600')
    .default(fallback);

/**
 * Where each regulator publishes its releases: the public addresses, with the release's date in
 * {YYYY}, {MM}, {DD} or {YYYYMMDD} (a mirror or a test server replaces them).
 */
export const REFRESH_URL_DEFAULTS = {
  'fdic-sdi': 'https://www7.fdic.gov/sdi/Resource/AllReps/All_Reports_{YYYYMMDD}.zip',
  'ncua-5300': 'https://ncua.gov/files/publications/analysis/call-report-data-{YYYY}-{MM}.zip',
  'fdic-sod': 'https://www7.fdic.gov/sod/ShowFileWithStats1.asp?strFileName=ALL_{YYYY}.zip',
  // Failures (211-219) and mergers (221-229), the structure changes the history importer reads.
  'fdic-history':
    'https://api.fdic.gov/banks/history?filters=CHANGECODE%3A%5B211%20TO%20229%5D&format=csv&download=true&limit=10000',
  'hmda-panel':
    'https://s3.amazonaws.com/cfpb-hmda-public/prod/snapshot-data/{YYYY}/{YYYY}_public_panel_csv.zip',
  'hmda-lar': 'https://s3.amazonaws.com/cfpb-hmda-public/prod/snapshot-data/{YYYY}/{YYYY}_public_lar_csv.zip',
} as const;

export type RefreshSourceName = keyof typeof REFRESH_URL_DEFAULTS;

const REFRESH_SOURCE_NAMES = Object.keys(REFRESH_URL_DEFAULTS) as [RefreshSourceName, ...RefreshSourceName[]];

/** DATA_REFRESH_URL_FDIC_SDI for 'fdic-sdi', and so on. */
export const refreshUrlVariable = (source: RefreshSourceName): string =>
  `DATA_REFRESH_URL_${source.toUpperCase().replace(/-/g, '_')}`;

function refreshUrlVariables() {
  return Object.fromEntries(
    REFRESH_SOURCE_NAMES.map((source) => [
      refreshUrlVariable(source),
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL, with {YYYY}, {MM}, {DD} or {YYYYMMDD}' })
        .default(REFRESH_URL_DEFAULTS[source]),
    ]),
  ) as Record<string, z.ZodDefault<z.ZodURL>>;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BASE_URL: z.url({ error: 'must be an absolute http(s) URL, e.g. https://atlas.example.com' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587')
    .optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_DATA: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
  REGULATOR_DATA_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[\w.:/-]+(,[\w.:/-]+)*)$/,
      "must be a number of proxy hops (e.g. 1) or the proxies' addresses or CIDR ranges, comma-separated",
    )
    .refine(
      (v) => v !== 'true',
      'must name the proxies (hops or addresses): trusting every sender lets anyone set the client address',
    )
    .optional(),
  SUBSCRIPTION_SCAN_SECONDS: seconds(30),
  SUBSCRIPTION_RETRY_SECONDS: seconds(60),
  DATA_REFRESH: z.enum(['auto', 'on', 'off'], { error: 'must be auto, on or off' }).default('auto'),
  DATA_REFRESH_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours between 1 and 720' })
    .int('must be a whole number of hours between 1 and 720')
    .min(1, 'must be a whole number of hours between 1 and 720')
    .max(720, 'must be a whole number of hours between 1 and 720')
    .default(24),
  DATA_REFRESH_SINCE: z.iso.date({ error: 'must be a date, YYYY-MM-DD' }).default('2001-01-01'),
  DATA_REFRESH_DIR: z.string().min(1).optional(),
  DATA_REFRESH_SOURCES: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(
      z.array(
        z.enum(REFRESH_SOURCE_NAMES, {
          error: `must list sources among ${REFRESH_SOURCE_NAMES.join(', ')}, comma-separated`,
        }),
      ),
    )
    .optional(),
  ...refreshUrlVariables(),
  DEMO_SCALE: z.coerce
    .number({ error: 'must be a number between 0.01 and 1' })
    .min(0.01, 'must be a number between 0.01 and 1')
    .max(1, 'must be a number between 0.01 and 1')
    .default(1),
});

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Keys the HMAC under which sessions are stored: a new secret ends every session. */
  sessionSecret: string;
  baseUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  webDistDir: string | undefined;
  /** Load the generated demo data set (demo tenants, accounts, institutions) when the database has none. */
  demoData: boolean;
  /** Load the regulator files under this folder on first start instead of generating demo institutions. */
  regulatorDataDir: string | undefined;
  /**
   * Which proxies may state the client's address in X-Forwarded-For: none (default), the nearest N
   * hops, or these addresses and ranges. The client address keys lockouts and rate limits and is
   * written to the audit log, so it is never taken from an untrusted sender.
   */
  trustProxy: false | number | string[];
  /** Fraction of the national demo set to generate (1 = ~10,000 institutions); tests use less. */
  demoScale: number;
  /** How often each process looks for subscriptions that fell due (schedules and data loads). */
  subscriptionScanSeconds: number;
  /** The wait before a failed delivery is tried again; it doubles (with jitter) at each attempt. */
  subscriptionRetrySeconds: number;
  refresh: RefreshConfig;
};

/** The scheduled download of new regulator releases (ingest/refresh). */
export type RefreshConfig = {
  /** Whether this deployment schedules checks (the CLI's `refresh` runs either way). */
  enabled: boolean;
  intervalHours: number;
  /** The first period wanted: releases before it are not downloaded. */
  since: string;
  /** Downloads, and partial downloads a restarted process resumes. */
  downloadDir: string;
  /** The sources checked on schedule (default: every one). */
  sources: readonly RefreshSourceName[];
  urls: Record<RefreshSourceName, string>;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Blank variables count as unset, so `PORT=` in a .env file falls back to the default. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

/**
 * A development install must start with zero configuration, yet sessions should survive restarts,
 * so the generated secret is kept beside the embedded database.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function trustedProxies(value: string | undefined): false | number | string[] {
  if (value === undefined || value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value.split(',');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError(['SESSION_SECRET: is required in production (at least 32 random characters)']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    baseUrl,
    secureCookies: baseUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    // The embedded default runs on demo data; a PostgreSQL deployment opts in explicitly.
    demoData: e.DEMO_DATA === 'on' || (e.DEMO_DATA === 'auto' && !e.DATABASE_URL),
    demoScale: e.DEMO_SCALE,
    subscriptionScanSeconds: e.SUBSCRIPTION_SCAN_SECONDS,
    subscriptionRetrySeconds: e.SUBSCRIPTION_RETRY_SECONDS,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    regulatorDataDir: e.REGULATOR_DATA_DIR ? path.resolve(e.REGULATOR_DATA_DIR) : undefined,
    refresh: {
      // A deployment on regulator data (PostgreSQL, or first started from regulator files) keeps
      // it current; the embedded demo default and the tests reach no regulator unless asked.
      enabled:
        e.DATA_REFRESH === 'on' ||
        (e.DATA_REFRESH === 'auto' &&
          e.NODE_ENV !== 'test' &&
          Boolean(e.DATABASE_URL || e.REGULATOR_DATA_DIR)),
      intervalHours: e.DATA_REFRESH_HOURS,
      since: e.DATA_REFRESH_SINCE,
      downloadDir: path.resolve(e.DATA_REFRESH_DIR ?? path.join(dataDir, 'regulator-downloads')),
      sources: e.DATA_REFRESH_SOURCES ?? REFRESH_SOURCE_NAMES,
      urls: Object.fromEntries(
        REFRESH_SOURCE_NAMES.map((source) => [
          source,
          (e as Record<string, unknown>)[refreshUrlVariable(source)] as string,
        ]),
      ) as Record<RefreshSourceName, string>,
    },
  };
}
