import {
  type MailTemplateBody,
  type MailTemplateKey,
  mailTemplateListSchema,
  mailTemplatePreviewSchema,
  mailTemplateSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';

// The FIN Admin's e-mail templates (the spec's sendgrid_service/templates call).
const BASE = '/api/super_admin/sendgrid_service/templates';
const keys = {
  all: ['mail-templates'] as const,
  preview: (key: MailTemplateKey, text: MailTemplateBody) =>
    ['mail-templates', 'preview', key, text] as const,
};

export function useMailTemplates() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => http.get(BASE, { schema: mailTemplateListSchema, signal }),
  });
}

/** The text as it would be mailed, with each placeholder's example, and why it could not be saved. */
export function useMailTemplatePreview(key: MailTemplateKey, text: MailTemplateBody) {
  return useQuery({
    queryKey: keys.preview(key, text),
    queryFn: ({ signal }) =>
      http.post(`${BASE}/${key}/preview`, text, { schema: mailTemplatePreviewSchema, signal }),
    // The preview stays on screen while the next keystrokes' one loads.
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveMailTemplate(key: MailTemplateKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: MailTemplateBody) => http.put(`${BASE}/${key}`, text, { schema: mailTemplateSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useResetMailTemplate(key: MailTemplateKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(`${BASE}/${key}`, { schema: mailTemplateSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
