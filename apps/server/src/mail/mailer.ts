import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';

export type OutgoingMail = { to: string; subject: string; text: string };
/** `stored`: kept in mail_outbox, the FIN Admins' dev mailbox. `smtp`: delivered, nothing kept. */
export type MailDelivery = 'stored' | 'smtp';
export type Mailer = { readonly delivery: MailDelivery; send(mail: OutgoingMail): Promise<void> };

const FROM = 'FIN Atlas <no-reply@finatlas.app>';

/**
 * Without SMTP_URL (the embedded default) every message is kept in mail_outbox for the dev mailbox
 * and its text is logged. With SMTP_URL nothing is kept: reset links, invitation links and codes
 * would otherwise sit in the database in plain text.
 *
 * SMTP delivery runs after the caller's response: a slow or failing mail server must neither delay
 * nor fail the user's flow, nor make a real account's answer measurably slower than an unknown one's.
 */
export function createMailer(deps: { db: Db; smtpUrl: string | undefined; log: FastifyBaseLogger }): Mailer {
  if (!deps.smtpUrl) {
    return {
      delivery: 'stored',
      async send(mail) {
        const [row] = await deps.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
        deps.log.info(
          { mailId: row?.id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail stored (no SMTP_URL)',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(deps.smtpUrl);
  return {
    delivery: 'smtp',
    async send(mail) {
      transport.sendMail({ from: FROM, ...mail }).then(
        (info) => deps.log.info({ to: mail.to, messageId: info.messageId }, 'mail delivered'),
        (error: unknown) => deps.log.error({ err: error, to: mail.to }, 'mail delivery failed'),
      );
    },
  };
}
