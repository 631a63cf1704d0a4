import { z } from 'zod';
import { idSchema, isoDateTimeSchema, nameSchema } from './common.js';
import { orgListDetailSchema, orgListSummarySchema } from './org-list.js';

export const conferenceSchema = orgListSummarySchema.extend({
  id: idSchema,
  name: z.string().min(1),
  created_at: isoDateTimeSchema,
});

export type Conference = z.infer<typeof conferenceSchema>;

export const conferenceListSchema = z.object({ conferences: z.array(conferenceSchema) });
export type ConferenceList = z.infer<typeof conferenceListSchema>;

/** GET /api/conferences/{id}: the conference and one page of its attendees with their matches. */
export const conferenceDetailSchema = orgListDetailSchema.extend({ list: conferenceSchema });
export type ConferenceDetail = z.infer<typeof conferenceDetailSchema>;

export const conferenceCreatedSchema = z.object({ conference: conferenceSchema });

// The text fields of the multipart upload; the attendee file travels as the "file" part.
export const conferenceUploadFieldsSchema = z.strictObject({ name: nameSchema });

export type ConferenceUploadFields = z.infer<typeof conferenceUploadFieldsSchema>;
