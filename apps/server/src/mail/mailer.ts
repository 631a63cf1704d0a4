import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';

export type OutgoingMail = { to: string; subject: string; text: string };
/** A message, or the work that composes it (a template read), run once the caller has answered. */
export type DispatchedMail = OutgoingMail | (() => Promise<OutgoingMail>);
/** `stored`: kept in mail_outbox, the FIN Admins' dev mailbox. `smtp`: delivered, nothing kept. */
export type MailDelivery = 'stored' | 'smtp';
export type Mailer = {
  readonly delivery: MailDelivery;
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Hands the message over without making the caller wait, even to store it: a route whose answer
   * must not depend on whether an account exists (password reset) does the same work either way and
   * leaves the mail to run beside the response, composing included. A failure is logged, never thrown.
   */
  dispatch(mail: DispatchedMail): void;
  /** Resolves once every dispatched message has been stored or handed to SMTP (tests, shutdown). */
  settled(): Promise<void>;
};

const FROM = 'FIN Atlas <no-reply@finatlas.app>';

const storeInOutbox = async (db: Db, mail: OutgoingMail): Promise<number | undefined> => {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row?.id;
};

/**
 * Without SMTP_URL (the embedded default) every message is kept in mail_outbox for the dev mailbox
 * and its text is logged. With SMTP_URL nothing is kept: reset links, invitation links and codes
 * would otherwise sit in the database in plain text.
 *
 * SMTP delivery runs after the caller's response: a slow or failing mail server must neither delay
 * nor fail the user's flow, nor make a real account's answer measurably slower than an unknown one's.
 */
export function createMailer(deps: { db: Db; smtpUrl: string | undefined; log: FastifyBaseLogger }): Mailer {
  const pending = new Set<Promise<void>>();
  const background = (mailer: Pick<Mailer, 'delivery' | 'send'>): Mailer => ({
    ...mailer,
    dispatch(mail) {
      // setImmediate: the caller's answer is written before the first step of the mail is taken.
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (typeof mail === 'function' ? mail() : mail))
        .then((composed) => mailer.send(composed))
        .catch((error: unknown) =>
          deps.log.error(
            { err: error, to: typeof mail === 'function' ? undefined : mail.to },
            'mail dispatch failed',
          ),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      await Promise.all([...pending]);
    },
  });
  if (!deps.smtpUrl) {
    return background({
      delivery: 'stored',
      async send(mail) {
        const mailId = await storeInOutbox(deps.db, mail);
        deps.log.info(
          { mailId, to: mail.to, subject: mail.subject, text: mail.text },
          'mail stored (no SMTP_URL)',
        );
      },
    });
  }
  const transport = nodemailer.createTransport(deps.smtpUrl);
  return background({
    delivery: 'smtp',
    async send(mail) {
      transport.sendMail({ from: FROM, ...mail }).then(
        (info) => deps.log.info({ to: mail.to, messageId: info.messageId }, 'mail delivered'),
        (error: unknown) => deps.log.error({ err: error, to: mail.to }, 'mail delivery failed'),
      );
    },
  });
}

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type FileMail = OutgoingMail & { attachments?: readonly MailAttachment[] };

/**
 * Mail whose sender must know it went out (scheduled deliveries record each one and retry a
 * failure): `send` resolves once the message is stored or the SMTP server accepted it, and throws
 * when it was refused or could not be handed over. Without SMTP_URL it is kept in mail_outbox like
 * any other message; the outbox keeps text only, so `carriesAttachments` is false and a sender
 * puts a link in the text instead.
 */
export type AwaitedMailer = {
  readonly delivery: MailDelivery;
  readonly carriesAttachments: boolean;
  send(mail: FileMail): Promise<void>;
};

export function createAwaitedMailer(deps: { db: Db; smtpUrl: string | undefined }): AwaitedMailer {
  if (!deps.smtpUrl) {
    return {
      delivery: 'stored',
      carriesAttachments: false,
      async send({ to, subject, text }) {
        await storeInOutbox(deps.db, { to, subject, text });
      },
    };
  }
  const transport = nodemailer.createTransport(deps.smtpUrl);
  return {
    delivery: 'smtp',
    carriesAttachments: true,
    async send(mail) {
      const info = await transport.sendMail({
        from: FROM,
        ...mail,
        attachments: [...(mail.attachments ?? [])],
      });
      if (info.rejected.length > 0) throw new Error(`The mail server refused ${mail.to}.`);
    },
  };
}
