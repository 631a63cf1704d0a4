import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * Failures browsers reported (the "our team has been alerted" toast), for FIN Admins to read. The
 * request id joins a failed API call to the server's own log line.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    page: text('page').notNull(),
    revision: text('revision').notNull(),
    status: integer('status'),
    code: text('code'),
    method: text('method'),
    apiPath: text('api_path'),
    requestId: text('request_id'),
    stack: text('stack'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('client_errors_at_idx').on(t.at), index('client_errors_ip_at_idx').on(t.ip, t.at)],
);

/**
 * A user's request for a module ("Request Demo" from the home cards and the about pages' access
 * panel), for FIN Admins to follow up: the user access request report.
 */
export const demoRequests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    message: text('message').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** Where the user asked: an about page's access panel or a home card's Request Demo. */
    source: text('source').notNull().default('request_demo'),
    /** 'open', 'contacted', 'granted' or 'declined': the FIN Admins' follow-up. */
    status: text('status').notNull().default('open'),
    followUp: text('follow_up').notNull().default(''),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('demo_requests_status_created_idx').on(t.status, t.createdAt),
    index('demo_requests_created_idx').on(t.createdAt),
    index('demo_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);
