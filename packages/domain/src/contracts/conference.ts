import { z } from 'zod';
import { idSchema, isoDateTimeSchema, nameSchema } from './common.js';

export const conferenceSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  created_at: isoDateTimeSchema,
});

export type Conference = z.infer<typeof conferenceSchema>;

// The text fields of the multipart upload; the attendee file travels as the "file" part.
export const conferenceUploadFieldsSchema = z.strictObject({ name: nameSchema });

export type ConferenceUploadFields = z.infer<typeof conferenceUploadFieldsSchema>;
