import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port: what a mail relay accepted, parsed (text and attachments). */
export type Inbox = {
  /** The SMTP_URL that reaches it. */
  url: string;
  readonly messages: ParsedMail[];
  /** Answers 550 to this recipient from now on (a mail server refusing the delivery). */
  refuse(address: string): void;
  close(): Promise<void>;
};

export async function startInbox(): Promise<Inbox> {
  const messages: ParsedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse: (address) => refused.add(address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
