import {
  MAIL_TEMPLATES,
  type MailTemplateKey,
  type MailValues,
  renderMailSubject,
  renderMailText,
} from '@fin-atlas/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { mailTemplates } from '../db/schema/index.js';
import { stampedCache } from '../db/stamped-cache.js';
import type { OutgoingMail } from './mailer.js';

/**
 * A FIN Admin's edit reaches the mail of every API node and job process within this time: each reads
 * a digest of the (few) stored templates at most once per interval instead of the rows on every mail.
 */
const TEMPLATES_MAX_AGE_MS = 1000;

type StoredText = { subject: string; body: string };

async function readStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({
      stamp: sql<string>`count(*) || ':' || coalesce(md5(string_agg(${mailTemplates.key} || ${mailTemplates.updatedAt}::text, '|' order by ${mailTemplates.key})), '')`,
    })
    .from(mailTemplates);
  return row?.stamp ?? '';
}

const caches = new WeakMap<Db, () => Promise<ReadonlyMap<string, StoredText>>>();

function storedTemplates(db: Db): Promise<ReadonlyMap<string, StoredText>> {
  let cached = caches.get(db);
  if (!cached) {
    cached = stampedCache(
      () => readStamp(db),
      async () => {
        const rows = await db.select().from(mailTemplates);
        return new Map(rows.map((r) => [r.key, { subject: r.subject, body: r.body }]));
      },
      { maxAgeMs: TEMPLATES_MAX_AGE_MS },
    );
    caches.set(db, cached);
  }
  return cached();
}

/**
 * Drops this process's copy after it changed a template, so its own next mail and preview read the
 * edit at once; other processes notice through the stamp.
 */
export function forgetMailTemplates(db: Db): void {
  caches.delete(db);
}

/** The template's text as mail goes out now: the stored edit, else the catalogue's default. */
export async function currentMailTemplate(db: Db, key: MailTemplateKey): Promise<StoredText> {
  const stored = (await storedTemplates(db)).get(key);
  if (stored) return stored;
  const definition = MAIL_TEMPLATES.find((t) => t.key === key);
  if (!definition) throw new Error(`unknown mail template ${key}`);
  return { subject: definition.subject, body: definition.body };
}

/** One message of a template, addressed and rendered with its values. Every mail the app sends is one. */
export async function templatedMail<K extends MailTemplateKey>(
  db: Db,
  key: K,
  to: string,
  values: MailValues<K>,
): Promise<OutgoingMail> {
  const template = await currentMailTemplate(db, key);
  const filled: Record<string, string> = values;
  return {
    to,
    subject: renderMailSubject(template.subject, filled),
    text: renderMailText(template.body, filled),
  };
}
