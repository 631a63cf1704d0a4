import {
  INTENT_LEVEL_LABELS,
  INTENT_LEVELS,
  INTENT_LIMITS,
  type IntentLevel,
  quarterLabel,
} from '@fin-atlas/domain';
import type { Db } from '../../../db/database.js';
import type { OutgoingMail } from '../../../mail/mailer.js';
import { templatedMail } from '../../../mail/templates.js';

/** One new alert as the e-mail names it. */
export type MailedAlert = {
  signalId: number;
  signalName: string;
  institution: { name: string; city: string | null; state: string | null };
  level: IntentLevel;
  period: string;
};

/** Where the e-mail sends the reader: the signal's page in the app. */
export const signalPageUrl = (baseUrl: string, signalId: number): string =>
  `${baseUrl}/fi_prospect/intent/signals/view/${signalId}`;

const place = (i: MailedAlert['institution']) =>
  [i.city, i.state].filter(Boolean).length ? ` (${[i.city, i.state].filter(Boolean).join(', ')})` : '';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

function signalSection(alerts: readonly MailedAlert[], baseUrl: string): string[] {
  const first = alerts[0] as MailedAlert;
  const lines = [`${first.signalName} (${quarterLabel(first.period)})`];
  for (const level of [...INTENT_LEVELS].reverse()) {
    const at = alerts.filter((a) => a.level === level);
    if (at.length === 0) continue;
    const named = at
      .slice(0, INTENT_LIMITS.alertMailInstitutions)
      .map((a) => `${a.institution.name}${place(a.institution)}`);
    const more = at.length - named.length;
    lines.push(
      `  ${INTENT_LEVEL_LABELS[level]}: ${named.join('; ')}${more > 0 ? `; and ${plural(more, 'more institution')}` : ''}`,
    );
  }
  lines.push(`  See them in FIN Atlas: ${signalPageUrl(baseUrl, first.signalId)}`);
  return lines;
}

/**
 * The digest of one scoring pass for one follower (the `signal_alerts` template): every institution
 * that reached a level of a signal they follow, grouped by signal and level, with a link to each
 * signal's page.
 */
export async function alertDigest(
  db: Db,
  to: { email: string; userName: string },
  alerts: readonly MailedAlert[],
  baseUrl: string,
): Promise<OutgoingMail> {
  const bySignal = new Map<number, MailedAlert[]>();
  for (const a of alerts) bySignal.set(a.signalId, [...(bySignal.get(a.signalId) ?? []), a]);
  const sections = [...bySignal.values()].map((group) => signalSection(group, baseUrl).join('\n'));
  const about =
    bySignal.size === 1 ? `on ${alerts[0]?.signalName}` : `on ${plural(bySignal.size, 'signal')} you follow`;
  return templatedMail(db, 'signal_alerts', to.email, {
    user_name: to.userName,
    institution_count: plural(alerts.length, 'institution'),
    signals_about: about,
    // One blank line between signals, as each section is its own paragraph.
    alerts: sections.join('\n\n'),
    alerts_link: `${baseUrl}/fi_prospect/intent/signals`,
  });
}
