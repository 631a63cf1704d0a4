import {
  type ClientScheduleCreate,
  type ClientScheduleUpdate,
  clientScheduleListSchema,
  type PricingSchedule,
  type PricingScheduleBody,
  pricingScheduleSchema,
  pricingTemplateListSchema,
} from '@fin-atlas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/api/http';

const TEMPLATES = '/api/super_admin/pricing_schedules_templates';
const SCHEDULES = '/api/super_admin/client_pricing_schedules';

export const scheduleKeys = {
  all: ['pricing'] as const,
  templates: ['pricing', 'templates'] as const,
  schedules: ['pricing', 'schedules'] as const,
  schedule: (id: number) => ['pricing', 'schedule', id] as const,
};

function useInvalidatePricing() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: scheduleKeys.all });
}

/** Templates are FIN Admins' only: other callers pass enabled false rather than ask and be refused. */
export function usePricingTemplates(enabled = true) {
  return useQuery({
    queryKey: scheduleKeys.templates,
    queryFn: ({ signal }) => http.get(TEMPLATES, { schema: pricingTemplateListSchema, signal }),
    enabled,
  });
}

export function useSaveTemplate() {
  const invalidate = useInvalidatePricing();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PricingScheduleBody }): Promise<PricingSchedule> =>
      id
        ? http.put(`${TEMPLATES}/${id}`, body, { schema: pricingScheduleSchema })
        : http.post(TEMPLATES, body, { schema: pricingScheduleSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidatePricing();
  return useMutation({
    mutationFn: (id: number) => http.delete(`${TEMPLATES}/${id}`),
    onSuccess: invalidate,
  });
}

export function useClientSchedules() {
  return useQuery({
    queryKey: scheduleKeys.schedules,
    queryFn: ({ signal }) => http.get(SCHEDULES, { schema: clientScheduleListSchema, signal }),
  });
}

export function useCreateClientSchedule() {
  const invalidate = useInvalidatePricing();
  return useMutation({
    mutationFn: (body: ClientScheduleCreate): Promise<PricingSchedule> =>
      http.post(SCHEDULES, body, { schema: pricingScheduleSchema }),
    onSuccess: invalidate,
  });
}

export function useClientSchedule(id: number) {
  return useQuery({
    queryKey: scheduleKeys.schedule(id),
    queryFn: ({ signal }) => http.get(`${SCHEDULES}/${id}`, { schema: pricingScheduleSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useUpdateClientSchedule(id: number) {
  const invalidate = useInvalidatePricing();
  return useMutation({
    mutationFn: (body: ClientScheduleUpdate): Promise<PricingSchedule> =>
      http.put(`${SCHEDULES}/${id}`, body, { schema: pricingScheduleSchema }),
    onSuccess: invalidate,
  });
}
