import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_DATA_DIR, sharedDataSkipReason } from '../test/shared-data.js';
import { discoverRegulatorFiles } from './regulator-bootstrap.js';

const skip = sharedDataSkipReason();

describe.skipIf(skip)(`finding regulator files in a folder${skip ? ` — skipped: ${skip}` : ''}`, () => {
  it('recognises every complete file set of the shared data, quarters first and history last', () => {
    const found = discoverRegulatorFiles(SHARED_DATA_DIR).map(
      (f) => `${f.kind} ${path.relative(SHARED_DATA_DIR, f.location)}`,
    );
    expect(found).toEqual([
      'fdic-sdi fdic/sdi/2019-06-30',
      'ncua-5300 ncua/2023-12',
      'ncua-5300 ncua/2025-12',
      'fdic-sod fdic/sod/sod_2022.csv.xz',
      'fdic-sod fdic/sod/sod_2023.csv.xz',
      'fdic-history fdic/history',
    ]);
  });
});
