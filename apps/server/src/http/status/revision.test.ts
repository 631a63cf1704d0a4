import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchRevision } from './revision.js';

describe('watchRevision', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('follows a redeployed web build without a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-rev-'));
    dirs.push(dir);
    const file = path.join(dir, 'revision.json');
    writeFileSync(file, JSON.stringify({ revision: 'build-one' }));
    const current = watchRevision(dir);
    expect(current()).toBe('build-one');
    expect(current()).toBe('build-one');

    writeFileSync(file, JSON.stringify({ revision: 'build-two-longer' }));
    // Same size and a coarse clock must still count as a change, so move the mtime explicitly.
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(current()).toBe('build-two-longer');
  });

  it('falls back to the git commit while no build exists', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-rev-'));
    dirs.push(dir);
    const current = watchRevision(dir);
    expect(current().length).toBeGreaterThan(0);
    writeFileSync(path.join(dir, 'revision.json'), JSON.stringify({ revision: 'first-build' }));
    expect(current()).toBe('first-build');
  });
});
