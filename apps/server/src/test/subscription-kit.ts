import type { AddressInfo } from 'node:net';
import { FIRMOGRAPHIC_ELEMENT as F } from '@fin-atlas/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Harness, SignedIn } from './identity-harness.js';

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

/** Banks of some states: a saved query the firmographics provider answers on any demo data set. */
export function banksIn(...states: string[]) {
  const element = (id: string, elementId: number) => ({
    id,
    element_objects: [
      { element_id: elementId, element_type: 'firmographics', element_section: 'Firmographics' },
    ],
  });
  return {
    elements: [element('e-state', F.state), element('e-type', F.fiType)],
    criteria: {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'rule', id: 'r-state', element: 'e-state', operator: 'in', value: states },
        { type: 'rule', id: 'r-type', element: 'e-type', operator: 'in', value: ['bank'] },
      ],
    },
  };
}

/** Saves a query as the user through the API; its id. */
export async function saveQuery(h: Harness, as: SignedIn, name: string, query: unknown): Promise<number> {
  const res = await h.call(as, {
    method: 'POST',
    url: '/api/advanced_query/save_query',
    payload: { advanced_query: { name, query: JSON.stringify(query), query_type: 'fin_query' } },
  });
  if (res.statusCode !== 201) throw new Error(`saving "${name}" answered ${res.statusCode}: ${res.body}`);
  return res.json().id as number;
}

/** How many institutions the query matches for the user (what a delivery's file must list). */
export async function matchCount(h: Harness, as: SignedIn, query: unknown): Promise<number> {
  const res = await h.call(as, { method: 'POST', url: '/api/advanced_query/counts', payload: { query } });
  if (res.statusCode !== 200) throw new Error(`counting answered ${res.statusCode}: ${res.body}`);
  return res.json().total as number;
}
