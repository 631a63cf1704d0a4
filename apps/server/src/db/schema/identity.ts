import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A white-label site (the credit-union partner), chosen by the request's host name. */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  brandName: text('brand_name').notNull(),
  primaryColor: text('primary_color').notNull().default('#0b3d91'),
  hostNames: text('host_names').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

/**
 * Groups of type 3 are client groups: the tenant that buys modules. Other types are FIN staff (1),
 * partner groups (2) and user groups inside a client group (4, with parent_group_id).
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    groupTypeId: integer('group_type_id').notNull(),
    partnerId: integer('partner_id').references(() => partners.id),
    parentGroupId: integer('parent_group_id'),
    purchasedModules: jsonb('purchased_modules').$type<Record<string, boolean>>().notNull().default({}),
    enterprisePermissions: jsonb('enterprise_permissions')
      .$type<Record<string, boolean>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('groups_name_lower_idx').on(sql`lower(${t.name})`),
    index('groups_partner_idx').on(t.partnerId),
    index('groups_parent_idx').on(t.parentGroupId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull(),
    /** Stored lower-cased; e-mail addresses are compared case-insensitively everywhere. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    companyType: text('company_type').notNull(),
    companyName: text('company_name'),
    role: text('role').notNull().default('Viewer'),
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isFiMenu: boolean('is_fi_menu').notNull().default(false),
    isDemoUser: boolean('is_demo_user').notNull().default(false),
    clientGroupId: integer('client_group_id').references(() => groups.id),
    partnerId: integer('partner_id').references(() => partners.id),
    activeClientPricing: boolean('active_client_pricing').notNull().default(false),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_client_group_idx').on(t.clientGroupId),
    index('users_partner_idx').on(t.partnerId),
  ],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/** The menu tree (spec section 2); module_flag names the purchase that unlocks an entry. */
export const uiModules = pgTable('ui_modules', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  path: text('path').notNull(),
  displayType: text('display_type').notNull(),
  parentId: integer('parent_id'),
  displayOrder: integer('display_order').notNull(),
  partiallyEnabled: boolean('partially_enabled').notNull().default(false),
  userGuideUrl: text('user_guide_url'),
  moduleFlag: text('module_flag'),
  fiOnly: boolean('fi_only').notNull().default(false),
  vendorOnly: boolean('vendor_only').notNull().default(false),
});

export const sessions = pgTable(
  'sessions',
  {
    /** HMAC-SHA256 of the cookie token keyed by SESSION_SECRET: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/** Password resets and invitations: single-use tokens, stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_email_at_idx').on(t.email, t.at),
    index('sign_in_attempts_ip_at_idx').on(t.ip, t.at),
  ],
);

/**
 * Every request that may mail an address (password reset, sign-up, verification codes), sent or
 * not: the per-address and per-IP mail limits count these rows, so they hold across API nodes.
 */
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    ip: text('ip'),
    sent: boolean('sent').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_requests_email_at_idx').on(t.email, t.kind, t.at),
    index('mail_requests_ip_at_idx').on(t.ip, t.at),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<unknown>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
);

/** Every outgoing e-mail; without SMTP this is the dev mailbox FIN Admins read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** An OpenID Connect provider that signs in every user of one e-mail domain. */
export const ssoConnections = pgTable(
  'sso_connections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret'),
    /** New users of the domain are provisioned into this client group on first sign-in. */
    provisionGroupId: integer('provision_group_id').references(() => groups.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sso_connections_domain_idx').on(t.domain)],
);

export const ssoStates = pgTable('sso_states', {
  state: text('state').primaryKey(),
  connectionId: integer('connection_id')
    .notNull()
    .references(() => ssoConnections.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});
