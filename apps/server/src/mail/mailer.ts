import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';

export type OutgoingMail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: OutgoingMail): Promise<void> };

const FROM = 'FIN Atlas <no-reply@finatlas.app>';

/**
 * Every message is kept in mail_outbox. With SMTP_URL it is also delivered; without it (the
 * embedded default) the outbox is the dev mailbox FIN Admins read, and the text goes to the log.
 * A delivery failure is recorded, never thrown: the user-facing flow must not fail on mail.
 */
export function createMailer(deps: { db: Db; smtpUrl: string | undefined; log: FastifyBaseLogger }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await deps.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!row) return;
      if (!transport) {
        deps.log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail stored (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: FROM, ...mail });
        await deps.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        deps.log.error({ err: error, mailId: row.id }, 'mail delivery failed');
        await deps.db
          .update(mailOutbox)
          .set({ error: (error as Error).message.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
