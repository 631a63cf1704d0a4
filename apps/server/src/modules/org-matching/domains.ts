/**
 * Web domains as organisation evidence: an attendee's work e-mail or an account's website names
 * the institution almost surely, unless it is a free-mail or site-builder domain anyone can use.
 */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'comcast.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'verizon.net',
  'charter.net',
  'cox.net',
  'earthlink.net',
  'frontier.com',
  'windstream.net',
  'centurylink.net',
  'protonmail.com',
  'proton.me',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'fastmail.com',
  'hey.com',
  'yandex.com',
  'qq.com',
]);

// Hosts that serve many unrelated sites: a match on them says nothing about the organisation.
const SHARED_HOSTS = new Set([
  'wixsite.com',
  'squarespace.com',
  'square.site',
  'business.site',
  'godaddysites.com',
  'weebly.com',
  'wordpress.com',
  'blogspot.com',
  'facebook.com',
  'linkedin.com',
  'sites.google.com',
]);

// Two-label public suffixes, so "bank.co.uk" keeps three labels.
const TWO_LABEL_SUFFIXES = new Set([
  'co.uk',
  'org.uk',
  'ac.uk',
  'com.au',
  'com.pr',
  'co.nz',
  'com.mx',
  'com.br',
]);

/** The registrable domain of a host: "online.prairiebank.com" -> "prairiebank.com". */
function registrable(host: string): string {
  const labels = host.split('.').filter(Boolean);
  if (labels.length <= 2) return labels.join('.');
  const lastTwo = labels.slice(-2).join('.');
  return TWO_LABEL_SUFFIXES.has(lastTwo) ? labels.slice(-3).join('.') : lastTwo;
}

const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** "https://www.PrairieBank.com/about" or "prairiebank.com" -> "prairiebank.com"; null if not a domain. */
export function domainFromWebsite(value: string | null | undefined): string | null {
  if (!value) return null;
  let text = value.trim().toLowerCase();
  if (!text || /\s/.test(text)) return null;
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  text = text.split(/[/?#]/, 1)[0] ?? '';
  text = text
    .replace(/^[^@]*@/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
  if (!HOST.test(text)) return null;
  const domain = registrable(text.replace(/^www\d*\./, ''));
  if (SHARED_HOSTS.has(domain) || SHARED_HOSTS.has(text)) return null;
  return domain;
}

/** The organisation's domain from a work e-mail address; null for free-mail and malformed addresses. */
export function domainFromEmail(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = value
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return null;
  const host = text.slice(at + 1).replace(/[>)\].,;]+$/, '');
  if (!HOST.test(host)) return null;
  if (FREE_MAIL.has(host)) return null;
  const domain = registrable(host);
  return FREE_MAIL.has(domain) || SHARED_HOSTS.has(domain) ? null : domain;
}
