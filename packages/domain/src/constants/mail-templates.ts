/**
 * Every e-mail FIN Atlas sends, with its default text. FIN Admins edit a template's subject and body
 * (spec: e-mail templates are a super-admin feature); a template never edited is sent as written here.
 * Placeholders are written {{name}}: each template declares the ones it fills, and a required one
 * (a code, a link) must stay in the body or the mail would be useless.
 */
export type MailPlaceholder = {
  name: string;
  description: string;
  /** What the preview shows in its place. */
  example: string;
  required?: true;
};

export type MailTemplateDefinition = {
  key: string;
  name: string;
  description: string;
  subject: string;
  body: string;
  placeholders: readonly MailPlaceholder[];
};

const USER_NAME: MailPlaceholder = {
  name: 'user_name',
  description: 'The recipient’s name.',
  example: 'Riley Chen',
};

export const MAIL_TEMPLATES = [
  {
    key: 'verification_code',
    name: 'Verification code',
    description: 'The one-time code a new account enters at /verify_email (sign-up and resend).',
    subject: 'Your FIN Atlas verification code: {{code}}',
    body: 'Hello {{user_name}},\n\nYour FIN Atlas verification code is {{code}}. It expires in 30 minutes.\n\nIf you did not ask for it, ignore this message.',
    placeholders: [
      USER_NAME,
      { name: 'code', description: 'The six-digit code.', example: '482913', required: true },
    ],
  },
  {
    key: 'sign_up_existing_account',
    name: 'Sign-up with a registered address',
    description: 'Sent instead of a code when someone signs up with an address that already has an account.',
    subject: 'Someone tried to sign up with your e-mail address',
    body: 'Hello {{user_name}},\n\nSomeone tried to create a FIN Atlas account with this address, which already has one. If it was you, sign in at {{sign_in_link}} or reset your password there.',
    placeholders: [
      USER_NAME,
      {
        name: 'sign_in_link',
        description: 'The sign-in page.',
        example: 'https://finatlas.app/sign_in',
        required: true,
      },
    ],
  },
  {
    key: 'password_reset',
    name: 'Password reset',
    description: 'The link that sets a new password, valid for an hour.',
    subject: 'Reset your FIN Atlas password',
    body: 'Hello {{user_name}},\n\nReset your password here within the next hour:\n{{reset_link}}\n\nIf you did not ask for it, ignore this message; your password stays as it is.',
    placeholders: [
      USER_NAME,
      {
        name: 'reset_link',
        description: 'The one-time link to the new password page.',
        example: 'https://finatlas.app/new_password/3f9c…/edit',
        required: true,
      },
    ],
  },
  {
    key: 'invitation',
    name: 'Invitation',
    description: 'Sent when an admin creates a user, and again when they resend the invitation.',
    subject: 'You are invited to FIN Atlas',
    body: 'Hello {{user_name}},\n\nYou have been given a FIN Atlas account. Choose your password here within 7 days:\n{{invitation_link}}',
    placeholders: [
      USER_NAME,
      {
        name: 'invitation_link',
        description: 'The one-time link where the user chooses a password.',
        example: 'https://finatlas.app/invite_register?token=8d2a…',
        required: true,
      },
    ],
  },
  {
    key: 'subscription_delivery',
    name: 'Subscription delivery',
    description: 'A scheduled delivery of a saved query or report sent by e-mail.',
    subject: 'FIN Atlas delivery: {{target_name}}',
    body: [
      'Hello {{user_name}},',
      '',
      'Your subscription to "{{target_name}}" was delivered for {{period}}: {{row_count}} rows, {{file_format}} file {{file_name}} ({{file_size}}), on the latest data.',
      '',
      '{{file_note}} {{delivery_link}}',
      '',
      'The file is licensed to you: it carries a confidentiality notice and a fingerprint that identifies this delivery.',
      'Change or stop this subscription at {{subscriptions_link}}',
    ].join('\n'),
    placeholders: [
      USER_NAME,
      { name: 'target_name', description: 'The saved query or report.', example: 'Texas banks' },
      { name: 'period', description: 'The period delivered.', example: 'September 2026' },
      { name: 'row_count', description: 'Rows in the file.', example: '1,204' },
      { name: 'file_format', description: 'CSV or XLSX.', example: 'CSV' },
      { name: 'file_name', description: 'The file’s name.', example: 'texas-banks-2026-09.csv' },
      { name: 'file_size', description: 'The file’s size.', example: '212 KB' },
      {
        name: 'file_note',
        description:
          '“The file is attached. It is also in FIN Atlas:” when attached, else “Download it in FIN Atlas:”.',
        example: 'The file is attached. It is also in FIN Atlas:',
      },
      {
        name: 'delivery_link',
        description: 'The delivery in the app.',
        example: 'https://finatlas.app/user/subscriptions?delivery=42',
        required: true,
      },
      {
        name: 'subscriptions_link',
        description: 'The user’s subscriptions page.',
        example: 'https://finatlas.app/user/subscriptions',
      },
    ],
  },
  {
    key: 'signal_alerts',
    name: 'FIN Intent signal alerts',
    description: 'One digest per follower after a scoring pass: the institutions that reached a level.',
    subject: 'FIN Intent: {{institution_count}} reached a research level {{signals_about}}',
    body: "Hello {{user_name}},\n\nThese institutions reached a research level on FIN Intent signals you follow:\n\n{{alerts}}\n\nChange the level you are alerted from, or stop following, on each signal's page. Your alerts: {{alerts_link}}",
    placeholders: [
      USER_NAME,
      {
        name: 'institution_count',
        description: 'How many institutions, with the word.',
        example: '3 institutions',
      },
      {
        name: 'signals_about',
        description: '“on <signal>” for one signal, else “on N signals you follow”.',
        example: 'on Core conversion',
      },
      {
        name: 'alerts',
        description: 'The institutions by signal and level, with a link to each signal (several lines).',
        example:
          'Core conversion (Q3 2026)\n  In-Depth Research: First Prairie Bank (Ames, IA)\n  See them in FIN Atlas: https://finatlas.app/fi_prospect/intent/signals/view/7',
        required: true,
      },
      {
        name: 'alerts_link',
        description: 'The user’s signals page.',
        example: 'https://finatlas.app/fi_prospect/intent/signals',
      },
    ],
  },
] as const satisfies readonly MailTemplateDefinition[];

export type MailTemplateKey = (typeof MAIL_TEMPLATES)[number]['key'];

export const MAIL_TEMPLATE_KEYS = MAIL_TEMPLATES.map((t) => t.key) as [MailTemplateKey, ...MailTemplateKey[]];

type TemplateOf<K extends MailTemplateKey> = Extract<(typeof MAIL_TEMPLATES)[number], { key: K }>;

/** The values a template is rendered with: one per placeholder it declares. */
export type MailValues<K extends MailTemplateKey> = Record<
  TemplateOf<K>['placeholders'][number]['name'],
  string
>;

export const MAIL_TEMPLATE_LIMITS = { subjectChars: 300, bodyChars: 20_000 } as const;

export function mailTemplateDefinition(key: MailTemplateKey): MailTemplateDefinition {
  const found = MAIL_TEMPLATES.find((t) => t.key === key);
  if (!found) throw new Error(`unknown mail template ${key}`);
  return found;
}

export const isMailTemplateKey = (value: string): value is MailTemplateKey =>
  (MAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
