import type { JobFunction, JobSeniority } from '@fin-atlas/domain';
import type { IntentTopic } from '../../reference/intent-topics.js';
import type { Random } from './random.js';

/**
 * The words of the demo's job postings and website pages: ordinary openings a bank or credit union
 * posts every year, the pages every institution's site has, and the postings and pages a project
 * (a core conversion, a new mobile app) brings, written in the topic's own phrases.
 */

export type PostingTemplate = {
  title: string;
  /** A credit union's name for the same job, when it differs. */
  cuTitle?: string;
  jobFunction: JobFunction;
  seniority: JobSeniority;
  /** Relative frequency among a year's openings. */
  weight: number;
};

/** The openings an institution posts in an ordinary year, weighted as a community bank's postings run. */
export const ORDINARY_POSTINGS: readonly PostingTemplate[] = [
  {
    title: 'Teller',
    cuTitle: 'Member Service Representative',
    jobFunction: 'retail',
    seniority: 'entry',
    weight: 16,
  },
  {
    title: 'Universal Banker',
    cuTitle: 'Member Service Specialist',
    jobFunction: 'retail',
    seniority: 'entry',
    weight: 7,
  },
  {
    title: 'Personal Banker',
    cuTitle: 'Member Relationship Officer',
    jobFunction: 'retail',
    seniority: 'mid',
    weight: 5,
  },
  { title: 'Branch Manager', jobFunction: 'retail', seniority: 'senior', weight: 4 },
  { title: 'Contact Center Representative', jobFunction: 'retail', seniority: 'entry', weight: 5 },
  { title: 'Mortgage Loan Officer', jobFunction: 'lending', seniority: 'mid', weight: 5 },
  { title: 'Consumer Loan Processor', jobFunction: 'lending', seniority: 'entry', weight: 4 },
  {
    title: 'Commercial Loan Officer',
    cuTitle: 'Business Lending Officer',
    jobFunction: 'lending',
    seniority: 'senior',
    weight: 4,
  },
  { title: 'Credit Analyst', jobFunction: 'lending', seniority: 'mid', weight: 4 },
  { title: 'Loan Underwriter', jobFunction: 'lending', seniority: 'mid', weight: 3 },
  { title: 'Collections Specialist', jobFunction: 'lending', seniority: 'entry', weight: 2 },
  { title: 'Deposit Operations Specialist', jobFunction: 'operations', seniority: 'entry', weight: 4 },
  { title: 'Loan Servicing Specialist', jobFunction: 'operations', seniority: 'entry', weight: 3 },
  { title: 'Card Services Representative', jobFunction: 'operations', seniority: 'entry', weight: 2 },
  { title: 'Operations Manager', jobFunction: 'operations', seniority: 'senior', weight: 2 },
  { title: 'IT Support Specialist', jobFunction: 'technology', seniority: 'entry', weight: 3 },
  { title: 'Systems Administrator', jobFunction: 'technology', seniority: 'mid', weight: 2 },
  { title: 'Information Security Analyst', jobFunction: 'technology', seniority: 'mid', weight: 2 },
  { title: 'Network Engineer', jobFunction: 'technology', seniority: 'mid', weight: 1 },
  { title: 'BSA/AML Analyst', jobFunction: 'compliance', seniority: 'mid', weight: 3 },
  { title: 'Compliance Officer', jobFunction: 'compliance', seniority: 'senior', weight: 1 },
  { title: 'Fraud Analyst', jobFunction: 'compliance', seniority: 'mid', weight: 2 },
  { title: 'Staff Accountant', jobFunction: 'finance', seniority: 'entry', weight: 2 },
  { title: 'Financial Analyst', jobFunction: 'finance', seniority: 'mid', weight: 1 },
  { title: 'Marketing Specialist', jobFunction: 'marketing', seniority: 'mid', weight: 2 },
  { title: 'Human Resources Generalist', jobFunction: 'human_resources', seniority: 'mid', weight: 1 },
  { title: 'Chief Financial Officer', jobFunction: 'executive', seniority: 'executive', weight: 0.3 },
  { title: 'Chief Lending Officer', jobFunction: 'executive', seniority: 'executive', weight: 0.3 },
];

/** What the job is, by function: one is drawn per posting. */
const DUTIES: Readonly<Record<JobFunction, readonly string[]>> = {
  retail: [
    'You will open accounts, process transactions and help {people} choose the products that fit them.',
    'You will greet {people}, resolve their questions and refer them to our lending and deposit specialists.',
    'The role balances a cash drawer, handles deposits and withdrawals and keeps every transaction accurate.',
  ],
  lending: [
    'You will take applications, gather documentation and guide borrowers from application to closing.',
    'You will analyze financial statements and tax returns and present credit recommendations.',
    'The role builds relationships with local businesses, realtors and builders to grow the loan portfolio.',
  ],
  operations: [
    'You will process account maintenance, ACH exceptions and wire transfers within daily deadlines.',
    'You will research and resolve disputes, returns and exceptions and keep procedures current.',
    'The role balances general ledger accounts and supports the branches with back-office processing.',
  ],
  technology: [
    'You will support staff with workstations, printers and branch equipment and track requests to resolution.',
    'You will maintain servers, backups and user access and help keep our network secure.',
    'The role monitors security alerts, runs vulnerability scans and documents controls for examiners.',
  ],
  compliance: [
    'You will review alerts, investigate unusual activity and prepare SAR and CTR filings.',
    'You will test our compliance program against consumer regulations and report findings to management.',
    'The role monitors transactions for fraud and works with {people} to recover losses.',
  ],
  finance: [
    'You will prepare reconciliations, journal entries and schedules for the monthly close.',
    'You will build budgets, forecasts and profitability reports for management and the board.',
  ],
  marketing: [
    'You will plan campaigns, manage our social media and measure what brings new {people} in.',
    'You will write copy for our website, newsletters and branch materials.',
  ],
  human_resources: [
    'You will recruit, onboard and support employees across our branches and departments.',
    'You will administer benefits and payroll and keep personnel records current.',
  ],
  executive: [
    'Reporting to the President and CEO, you will lead a department and serve on the senior management team.',
    'You will set strategy, manage risk and report to the board of directors.',
  ],
};

const REQUIREMENTS: Readonly<Record<JobSeniority, readonly string[]>> = {
  entry: [
    'A high school diploma and one year of customer service or cash handling experience are preferred.',
    'We will train the right person; a friendly attitude and attention to detail matter most.',
  ],
  mid: [
    'Two to five years of experience in a bank or credit union is required.',
    "A bachelor's degree or equivalent experience is preferred.",
  ],
  senior: [
    'Five or more years of financial institution experience, including supervising staff, is required.',
    "A bachelor's degree and professional certifications are preferred.",
  ],
  executive: [
    'Ten or more years of progressive leadership in financial services is required.',
    "A bachelor's degree is required; an advanced degree or graduate school of banking is preferred.",
  ],
};

const BENEFITS: readonly string[] = [
  'We offer competitive pay, medical and dental coverage, a 401(k) match and paid time off.',
  'Benefits include health insurance, a retirement plan with employer match, tuition assistance and paid holidays.',
  'Equal opportunity employer. Benefits include medical, dental, vision, 401(k) and paid time off.',
];

/**
 * Sentences an ordinary posting may carry that use a topic's words with no project behind them, so a
 * search for the topic also finds postings that do not mean it (a false positive, as in real feeds).
 */
export const INCIDENTAL_MENTIONS: Readonly<Record<string, string>> = {
  core: 'Experience with core processing applications is a plus.',
  online_banking: 'You will help {people} enroll in digital banking and reset their passwords.',
  mobile_banking: 'You will show {people} how to deposit checks with our mobile app.',
  debit_card: 'You will resolve card processing disputes and order replacement cards.',
  loan_origination: 'You will enter applications in our loan origination system.',
};

/** Role-like phrases of a topic (a conversion analyst) become posting titles; the others are projects. */
const ROLE_WORDS = /\b(analyst|administrator|owner|manager|specialist|engineer)$/i;

/** Titles a project posting takes when its phrase is a project rather than a role. */
const PROJECT_TITLES: readonly { title: string; jobFunction: JobFunction; seniority: JobSeniority }[] = [
  { title: 'Project Manager', jobFunction: 'technology', seniority: 'senior' },
  { title: 'Business Systems Analyst', jobFunction: 'technology', seniority: 'mid' },
  { title: 'Implementation Specialist', jobFunction: 'operations', seniority: 'mid' },
  { title: 'Training Coordinator', jobFunction: 'operations', seniority: 'mid' },
  { title: 'Technology Project Lead', jobFunction: 'technology', seniority: 'senior' },
];

const PROJECT_SENTENCES: readonly string[] = [
  'You will play a key part in our {phrase}, from planning and testing to go-live.',
  'This position supports our {phrase} and will stay on to support the new system afterwards.',
  'We are hiring to staff our {phrase}: mapping data, testing, training staff and answering {people} during the change.',
];

/** "LOS administrator" -> "LOS Administrator": capitals only where the phrase has lower-case initials. */
export const titleCase = (phrase: string) => phrase.replace(/\b([a-z])/g, (c) => c.toUpperCase());

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type Writer = { institution: string; city: string; state: string; isCreditUnion: boolean };

const fill = (text: string, writer: Writer, phrase = '') =>
  text.replaceAll('{people}', writer.isCreditUnion ? 'members' : 'customers').replaceAll('{phrase}', phrase);

/** An ordinary posting's summary: who is hiring, what the job is, what it takes (sometimes what it offers). */
export function ordinaryBody(
  random: Random,
  template: PostingTemplate,
  title: string,
  writer: Writer,
  incidental: string | null,
): string {
  const sentences = [
    `${writer.institution} is hiring a ${title} in ${writer.city}, ${writer.state}.`,
    fill(random.pick(DUTIES[template.jobFunction]), writer),
    ...(incidental ? [fill(incidental, writer)] : []),
    random.pick(REQUIREMENTS[template.seniority]),
    // Most feeds keep a posting's summary; the benefits paragraph comes with a few.
    ...(random.chance(0.25) ? [random.pick(BENEFITS)] : []),
  ];
  return sentences.join(' ');
}

/** A posting a project brings: a role named in the topic's words, or a project role whose text names it. */
export function projectPosting(
  random: Random,
  topic: IntentTopic,
  writer: Writer,
): { title: string; jobFunction: JobFunction; seniority: JobSeniority; body: string } {
  const phrase = random.pick(topic.postingPhrases);
  const projects = topic.postingPhrases.filter((p) => !ROLE_WORDS.test(p));
  const project = projects.length > 0 ? random.pick(projects) : phrase;
  let title: string;
  let jobFunction: JobFunction;
  let seniority: JobSeniority;
  if (ROLE_WORDS.test(phrase)) {
    title = titleCase(phrase);
    jobFunction = /technology|digital|mobile|system|LOS|platform/i.test(phrase) ? 'technology' : 'operations';
    seniority = /manager|owner/i.test(phrase) ? 'senior' : 'mid';
  } else {
    ({ title, jobFunction, seniority } = random.pick(PROJECT_TITLES));
  }
  const body = [
    `${writer.institution} is hiring a ${title} in ${writer.city}, ${writer.state}.`,
    fill(random.pick(PROJECT_SENTENCES), writer, project),
    random.pick(REQUIREMENTS[seniority]),
    random.pick(BENEFITS),
  ].join(' ');
  return { title, jobFunction, seniority, body };
}

export type PageTemplate = { path: string; title: (w: Writer) => string; body: (w: Writer) => string };

/** The pages every institution's site has (as far as the crawler keeps them); news and online banking pages only some. */
export const ORDINARY_PAGES: readonly PageTemplate[] = [
  {
    path: '/',
    title: (w) => w.institution,
    body: (w) =>
      `Welcome to ${w.institution}. Checking, savings, loans and mortgages for ${fill('{people}', w)} in ${w.city}, ${w.state} and the surrounding communities. Open an account online or visit a branch near you.`,
  },
  {
    path: '/about-us',
    title: () => 'About Us',
    body: (w) =>
      `${w.institution} is a ${w.isCreditUnion ? 'member-owned, not-for-profit credit union' : 'community bank'} headquartered in ${w.city}, ${w.state}. Our team is committed to local decisions, personal service and giving back to the communities we serve.`,
  },
  {
    path: '/rates',
    title: () => 'Rates',
    body: () =>
      'Current rates for savings, money market accounts, certificates and loans. Rates are subject to change without notice; annual percentage yields are accurate as of the date shown.',
  },
  {
    path: '/careers',
    title: () => 'Careers',
    body: (w) =>
      `Build your career at ${w.institution}. We offer competitive pay, a full benefits package and room to grow. See our current openings and apply online.`,
  },
];

export const NEWS_PAGE: PageTemplate = {
  path: '/news',
  title: () => 'News',
  body: (w) =>
    `News from ${w.institution}: community events, scholarship winners, new team members and branch announcements.`,
};

export const ONLINE_BANKING_PAGE: PageTemplate = {
  path: '/online-banking',
  title: () => 'Online and Mobile Banking',
  body: (w) =>
    `Bank anytime with online banking and our mobile app: check balances, transfer funds, pay bills and deposit checks. ${w.isCreditUnion ? 'Members' : 'Customers'} can enroll online in minutes.`,
};

/**
 * Pages that use a topic's words with nothing changing (a security page that says "new debit card"),
 * rare, so site searches see some false positives too.
 */
export const INCIDENTAL_PAGES: Readonly<Record<string, PageTemplate>> = {
  debit_card: {
    path: '/security/card-safety',
    title: () => 'Card Safety',
    body: () =>
      'When your new debit card arrives, sign the back and set up alerts. Never share your PIN, and report a lost card right away.',
  },
  core: {
    path: '/security/scheduled-maintenance',
    title: () => 'Scheduled Maintenance',
    body: () =>
      'Online banking may be briefly unavailable during routine system upgrade windows on Sunday mornings. We post notices here in advance.',
  },
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A page announcing the change, in the topic's words, naming the date it takes effect. */
export function projectPage(
  random: Random,
  topic: IntentTopic,
  writer: Writer,
  effectiveOn: string,
): { path: string; title: string; body: string } {
  const phrase = random.pick(topic.pagePhrases);
  const when = LONG_DATE.format(new Date(`${effectiveOn}T00:00:00Z`));
  const people = writer.isCreditUnion ? 'members' : 'customers';
  const body = [
    `${sentenceCase(phrase)}.`,
    `The change takes effect on ${when}.`,
    random.pick([
      `Most ${people} will not need to do anything; we will send instructions by mail and e-mail beforehand.`,
      'Please review the frequently asked questions below and note any dates when services will be limited.',
      `Thank you for your patience as we make this change to serve our ${people} better.`,
    ]),
    `Questions? Call ${writer.institution} or visit any branch.`,
  ].join(' ');
  return { path: `/${slug(phrase)}`, title: titleCase(phrase), body };
}
