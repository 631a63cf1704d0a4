import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const made: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('starts with zero configuration on the embedded database', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.logLevel).toBe('info');
    // The generated secret persists so a restart keeps sessions valid.
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('names every invalid variable in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: dataDir() });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a whole number');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection string');
      expect(message).toContain('LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent');
    }
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      /SESSION_SECRET: is required in production/,
    );
  });

  it('uses secure cookies behind an https base URL', () => {
    const config = loadConfig({
      BASE_URL: 'https://atlas.example.com/',
      SESSION_SECRET: 'x'.repeat(40),
      PORT: '8080',
      DATA_DIR: dataDir(),
    });
    expect(config.baseUrl).toBe('https://atlas.example.com');
    expect(config.secureCookies).toBe(true);
    expect(config.port).toBe(8080);
  });

  it('schedules subscription scans and retries in whole seconds, by default every 30 s and after 60 s', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir() });
    expect([defaults.subscriptionScanSeconds, defaults.subscriptionRetrySeconds]).toEqual([30, 60]);
    const set = loadConfig({
      SUBSCRIPTION_SCAN_SECONDS: '5',
      SUBSCRIPTION_RETRY_SECONDS: '120',
      DATA_DIR: dataDir(),
    });
    expect([set.subscriptionScanSeconds, set.subscriptionRetrySeconds]).toEqual([5, 120]);
    expect(() => loadConfig({ SUBSCRIPTION_SCAN_SECONDS: '0', DATA_DIR: dataDir() })).toThrow(
      /SUBSCRIPTION_SCAN_SECONDS: must be a whole number of seconds between 1 and 3600/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATA_DIR: dataDir() }).port).toBe(3000);
  });
});
