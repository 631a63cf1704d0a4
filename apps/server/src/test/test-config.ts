import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../config/config.js';

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fin-atlas-test-')),
    ...env,
  });
}
