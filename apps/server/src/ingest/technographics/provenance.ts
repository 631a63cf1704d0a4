import { type FileLoadRecord, recordFileLoad, type SqlSession } from '../store/index.js';

/** The data_loads source of technographics, generated or imported. */
export const TECHNOGRAPHICS_SOURCE = 'technographics';

export type TechnographicsLoad = Omit<FileLoadRecord, 'source'>;

/**
 * Records a technographics load in data_loads. Technographics are undated and come file by file (each
 * import replaces only its own institutions and solutions), so a load replaces the provenance of an
 * earlier load of the same file, not of every technographics load.
 */
export async function recordTechnographicsLoad(session: SqlSession, load: TechnographicsLoad): Promise<void> {
  await recordFileLoad(session, { ...load, source: TECHNOGRAPHICS_SOURCE });
}
