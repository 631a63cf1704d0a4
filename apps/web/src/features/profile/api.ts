import {
  basicProfileSchema,
  contactsResponseSchema,
  depositShareSchema,
  enforcementActionsSchema,
  institutionDigitalChannelsSchema,
  mergerHistorySchema,
  profileOfferingsSchema,
  profileReportProgressSchema,
  technographicVendorsSchema,
} from '@fin-atlas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type ResponseSchema } from '../../core/api/http';
import { useSession } from '../../core/session/use-session';

/** One of the institution's profile calls; `enabled` false keeps a hidden section from asking. */
function useInstitutionCall<T>(
  name: string,
  path: string,
  schema: ResponseSchema<T>,
  institutionId: number,
  enabled: boolean,
) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['fin_profile', user?.id, name, institutionId],
    queryFn: ({ signal }) => http.get(path, { query: { institution_id: institutionId }, schema, signal }),
    enabled,
    staleTime: 60_000,
  });
}

export const useBasicProfile = (id: number, enabled = true) =>
  useInstitutionCall('basic_profile', '/api/advisors/basic_profile', basicProfileSchema, id, enabled);
export const useOfferings = (id: number, enabled = true) =>
  useInstitutionCall(
    'profile_offerings',
    '/api/advisors/profile_offerings',
    profileOfferingsSchema,
    id,
    enabled,
  );
export const useTechnographicVendors = (id: number, enabled = true) =>
  useInstitutionCall(
    'technographic_vendors',
    '/api/advisors/technographic_vendors',
    technographicVendorsSchema,
    id,
    enabled,
  );
export const useMergerHistory = (id: number, enabled = true) =>
  useInstitutionCall('merger_history', '/api/advisors/merger_history', mergerHistorySchema, id, enabled);
export const useEnforcementActions = (id: number, enabled = true) =>
  useInstitutionCall(
    'enforcement_action',
    '/api/advisors/enforcement_action',
    enforcementActionsSchema,
    id,
    enabled,
  );

export const useInstitutionDigitalChannels = (id: number, enabled = true) =>
  useInstitutionCall(
    'digital_channels',
    '/api/advisors/digital_channels',
    institutionDigitalChannelsSchema,
    id,
    enabled,
  );

export function useDepositShare(institutionId: number, fiType: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['fin_profile', user?.id, 'deposit_share', institutionId, fiType],
    queryFn: ({ signal }) =>
      http.get('/api/advisors/deposit_share', {
        query: { institution_id: institutionId, fi_type: fiType },
        schema: depositShareSchema,
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}

export type ContactFilters = { hasEmail: boolean; roles: string[]; titles: string[] };

export function useContacts(institutionId: number, filters: ContactFilters, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['fin_profile', user?.id, 'contacts', institutionId, filters],
    queryFn: ({ signal }) =>
      http.get('/api/advisors/contacts', {
        query: {
          institution_id: institutionId,
          has_email: filters.hasEmail ? 'true' : undefined,
          roles: filters.roles.length > 0 ? filters.roles.join(',') : undefined,
          titles: filters.titles.length > 0 ? filters.titles.join(',') : undefined,
        },
        schema: contactsResponseSchema,
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Finds the institution's profile preparation or starts it (GET /api/fin_profile/report_progress). */
export function useReportProgress(institutionId: number, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['fin_profile', user?.id, 'report_progress', institutionId],
    queryFn: ({ signal }) =>
      http.get('/api/fin_profile/report_progress', {
        query: { institution_id: institutionId },
        schema: profileReportProgressSchema,
        signal,
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
