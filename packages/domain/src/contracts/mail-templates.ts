import { z } from 'zod';
import { MAIL_TEMPLATE_KEYS, MAIL_TEMPLATE_LIMITS } from '../constants/mail-templates.js';
import { idNameSchema, isoDateTimeSchema } from './common.js';

// /api/super_admin/sendgrid_service/templates (the spec's call name; templates live in mail_templates).

export const mailTemplateKeyParamsSchema = z.object({ key: z.enum(MAIL_TEMPLATE_KEYS) });

export const mailPlaceholderSchema = z.object({
  name: z.string(),
  description: z.string(),
  example: z.string(),
  required: z.boolean(),
});

export const mailTemplateSchema = z.object({
  key: z.enum(MAIL_TEMPLATE_KEYS),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  body: z.string(),
  placeholders: z.array(mailPlaceholderSchema),
  /** False while the template is the catalogue's default text. */
  customized: z.boolean(),
  default_subject: z.string(),
  default_body: z.string(),
  updated_at: isoDateTimeSchema.nullable(),
  updated_by: idNameSchema.nullable(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

export const mailTemplateListSchema = z.object({ templates: z.array(mailTemplateSchema) });
export type MailTemplateList = z.infer<typeof mailTemplateListSchema>;

/** What a save or a preview sends; the placeholder rules are checked against the template's catalogue. */
export const mailTemplateBodySchema = z
  .object({
    subject: z.string().max(MAIL_TEMPLATE_LIMITS.subjectChars * 2),
    body: z.string().max(MAIL_TEMPLATE_LIMITS.bodyChars * 2),
  })
  .strict();
export type MailTemplateBody = z.infer<typeof mailTemplateBodySchema>;

/** The text rendered with each placeholder's example, and why it could not be saved (if it could not). */
export const mailTemplatePreviewSchema = z.object({
  subject: z.string(),
  text: z.string(),
  problems: z.array(z.object({ path: z.enum(['subject', 'body']), message: z.string() })),
});
export type MailTemplatePreview = z.infer<typeof mailTemplatePreviewSchema>;
