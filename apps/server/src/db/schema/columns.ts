import { customType } from 'drizzle-orm/pg-core';

/** Binary content kept in the database (uploaded files, generated workbooks). */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
