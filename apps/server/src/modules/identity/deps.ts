import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SiteResolver } from './site.js';

export type IdentityDeps = { db: Db; config: AppConfig; mailer: Mailer; sites: SiteResolver };
