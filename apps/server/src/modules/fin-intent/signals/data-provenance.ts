import type { Database } from '../../../db/database.js';

/** Whether the data the scores were made from is the demo data set (the screens label it so). */
export async function isDemoData(database: Database): Promise<boolean> {
  const [row] = await database.query<{ is_demo: boolean | null }>(
    'select bool_or(is_demo) as is_demo from data_loads',
  );
  return row?.is_demo ?? false;
}
