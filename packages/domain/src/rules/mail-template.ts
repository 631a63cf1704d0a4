import {
  MAIL_TEMPLATE_LIMITS,
  type MailPlaceholder,
  type MailTemplateDefinition,
} from '../constants/mail-templates.js';

/** A placeholder as templates write it: {{name}}, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]*)\s*\}\}/g;

export type MailTemplateText = { subject: string; body: string };
export type MailTemplateProblem = { path: 'subject' | 'body'; message: string };

const token = (name: string) => `{{${name}}}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const listed = (placeholders: readonly MailPlaceholder[]) =>
  placeholders.map((p) => token(p.name)).join(', ');

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

function textProblems(
  path: MailTemplateProblem['path'],
  text: string,
  template: MailTemplateDefinition,
): MailTemplateProblem[] {
  const problems: MailTemplateProblem[] = [];
  const known = new Set(template.placeholders.map((p) => p.name));
  for (const name of placeholdersIn(text)) {
    if (name === '') {
      problems.push({ path, message: 'A placeholder has no name: write it as {{name}}.' });
    } else if (!known.has(name)) {
      problems.push({
        path,
        message: `${token(name)} is not a placeholder of this template. Use ${listed(template.placeholders)}.`,
      });
    }
  }
  // Braces left over once every placeholder is taken out would reach the reader as they are.
  const rest = text.replace(PLACEHOLDER, '');
  if (rest.includes('{{') || rest.includes('}}')) {
    problems.push({
      path,
      message: 'The text has “{{” or “}}” that is not part of a placeholder: write placeholders as {{name}}.',
    });
  }
  return problems;
}

/**
 * Why a template's text may not be saved, each problem as a sentence naming it: empty or too long,
 * a subject over several lines (a header), a placeholder the template does not fill, stray braces,
 * or a required placeholder (the code, the link) missing from the body.
 */
export function mailTemplateProblems(
  template: MailTemplateDefinition,
  text: MailTemplateText,
): MailTemplateProblem[] {
  const problems: MailTemplateProblem[] = [];
  if (text.subject.trim() === '') problems.push({ path: 'subject', message: 'Enter a subject.' });
  if (/[\r\n]/.test(text.subject))
    problems.push({ path: 'subject', message: 'The subject must be one line.' });
  if (text.subject.length > MAIL_TEMPLATE_LIMITS.subjectChars) {
    problems.push({
      path: 'subject',
      message: `The subject is longer than ${MAIL_TEMPLATE_LIMITS.subjectChars} characters.`,
    });
  }
  if (text.body.trim() === '') problems.push({ path: 'body', message: 'Enter the message text.' });
  if (text.body.length > MAIL_TEMPLATE_LIMITS.bodyChars) {
    problems.push({
      path: 'body',
      message: `The message is longer than ${MAIL_TEMPLATE_LIMITS.bodyChars.toLocaleString('en-US')} characters.`,
    });
  }
  problems.push(
    ...textProblems('subject', text.subject, template),
    ...textProblems('body', text.body, template),
  );
  const inBody = new Set(placeholdersIn(text.body));
  for (const p of template.placeholders) {
    if (p.required && !inBody.has(p.name)) {
      problems.push({
        path: 'body',
        message: `The message must contain ${token(p.name)}: ${lowerFirst(p.description.replace(/\.$/, ''))}.`,
      });
    }
  }
  return problems;
}

/**
 * The text with each placeholder replaced by its value, in one pass: a value is inserted as it is
 * (text mail escapes nothing) and never read again as a placeholder, so a user named "{{code}}"
 * cannot pull the code into a message. A placeholder without a value (a template saved before the
 * catalogue dropped it) becomes empty rather than reaching the reader as braces.
 */
export function renderMailText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** The subject is a header: one line, whatever a value (a report's name) carries. */
export function renderMailSubject(text: string, values: Readonly<Record<string, string>>): string {
  return renderMailText(text, values)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
}

/** The values a preview shows: each placeholder's example. */
export function mailTemplateExamples(template: MailTemplateDefinition): Record<string, string> {
  return Object.fromEntries(template.placeholders.map((p) => [p.name, p.example]));
}
