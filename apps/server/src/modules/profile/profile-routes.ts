import {
  basicProfileSchema,
  contactsQuerySchema,
  contactsResponseSchema,
  depositShareQuerySchema,
  depositShareSchema,
  enforcementActionsSchema,
  MESSAGES,
  mergerHistorySchema,
  type ProfileReportProgress,
  profileInstitutionQuerySchema,
  profileOfferingsSchema,
  profileReportProgressSchema,
  progressKey,
  technographicVendorsSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { typed } from '../../http/contracts.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { recordRecentView } from '../home/index.js';
import {
  type Access,
  FIN_PROFILE,
  FIN_PROFILE_PARTIAL,
  forbidden,
  mayReadContacts,
  requireActor,
  route,
} from '../identity/index.js';
import { type ProgressRecord, progressChannelFor } from '../progress/index.js';
import { computeDepositShare } from './deposit-share.js';
import {
  dataStamp,
  enqueueProfile,
  preparationUsable,
  profileToken,
  storedDepositShare,
} from './profile-job.js';
import {
  basicProfile,
  enforcementActions,
  institutionContacts,
  mergerHistory,
  profileOfferings,
  profileSubject,
  technographicVendors,
} from './profile-queries.js';

const toProgress = (institutionId: number, token: string, record: ProgressRecord): ProfileReportProgress => ({
  institution_id: institutionId,
  report_token: token,
  progress_key: record.key,
  report_progress: record.progress,
  status: record.status,
  state: record.state,
});

/**
 * The FIN Profile calls (spec: Advisor and profile): basic profile, offerings, technographic vendors,
 * merger history, enforcement actions, deposit share, contacts, and the preparation job's progress.
 */
export async function profileRoutes(
  app: FastifyInstance,
  { database, jobs }: { database: Database; jobs: JobQueue | undefined },
): Promise<void> {
  const channel = () => progressChannelFor(database);
  const api = typed(app);

  async function subjectFor(request: FastifyRequest, institutionId: number) {
    const actor = requireActor(request);
    return { actor, subject: await profileSubject(database, institutionId) };
  }
  /** One section of the profile: the institution in the query, the section's contract for its answer. */
  const section = <S extends z.ZodType>(access: Access, response: S) => ({
    ...route(access),
    schema: { querystring: profileInstitutionQuerySchema, response: { 200: response } },
  });

  // Every FIN Profile opens with its basic profile: that is when the institution counts as viewed.
  api.get(
    '/api/advisors/basic_profile',
    section(FIN_PROFILE_PARTIAL, basicProfileSchema),
    async (request) => {
      const { actor, subject } = await subjectFor(request, request.query.institution_id);
      const profile = basicProfileSchema.parse(await basicProfile(database, subject));
      await recordRecentView(database.db, actor, { kind: 'institution', institutionId: subject.id });
      return profile;
    },
  );

  api.get(
    '/api/advisors/profile_offerings',
    section(FIN_PROFILE, profileOfferingsSchema),
    async (request) => {
      const { subject } = await subjectFor(request, request.query.institution_id);
      return profileOfferingsSchema.parse(await profileOfferings(database, subject));
    },
  );

  api.get(
    '/api/advisors/technographic_vendors',
    section(FIN_PROFILE, technographicVendorsSchema),
    async (request) => {
      const { subject } = await subjectFor(request, request.query.institution_id);
      return technographicVendorsSchema.parse(await technographicVendors(database, subject));
    },
  );

  api.get('/api/advisors/merger_history', section(FIN_PROFILE, mergerHistorySchema), async (request) => {
    const { subject } = await subjectFor(request, request.query.institution_id);
    return mergerHistorySchema.parse(await mergerHistory(database, subject));
  });

  api.get(
    '/api/advisors/enforcement_action',
    section(FIN_PROFILE, enforcementActionsSchema),
    async (request) => {
      const { subject } = await subjectFor(request, request.query.institution_id);
      return enforcementActionsSchema.parse(await enforcementActions(database, subject));
    },
  );

  api.get(
    '/api/advisors/deposit_share',
    {
      ...route(FIN_PROFILE),
      schema: { querystring: depositShareQuerySchema, response: { 200: depositShareSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const query = request.query;
      const subject = await profileSubject(database, query.institution_id);
      const asCreditUnion = query.fi_type === 'credit_union';
      if (asCreditUnion !== (subject.fiType === 'credit_union')) {
        throw unprocessable(
          `Validation failed. fi_type ${query.fi_type} does not match the institution (a ${subject.fiType.replace('_', ' ')}).`,
        );
      }
      const record = await channel().read(progressKey.report(profileToken(actor.user.id, subject.id)));
      const stored = storedDepositShare(record, await dataStamp(database));
      return depositShareSchema.parse(stored ?? (await computeDepositShare(database, subject)));
    },
  );

  api.get(
    '/api/advisors/contacts',
    {
      ...route(FIN_PROFILE),
      schema: { querystring: contactsQuerySchema, response: { 200: contactsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const query = request.query;
      const subject = await profileSubject(database, query.institution_id);
      if (!mayReadContacts(actor, subject)) throw forbidden();
      return contactsResponseSchema.parse(
        await institutionContacts(database, subject, {
          hasEmail: query.has_email,
          titles: query.titles,
          roles: query.roles,
        }),
      );
    },
  );

  api.get(
    '/api/fin_profile/report_progress',
    section(FIN_PROFILE, profileReportProgressSchema),
    async (request) => {
      const { actor, subject } = await subjectFor(request, request.query.institution_id);
      const token = profileToken(actor.user.id, subject.id);
      const key = progressKey.report(token);
      const stamp = await dataStamp(database);
      const current = await channel().read(key);
      // A preparation whose progress stopped moving died with its process: prepare it anew.
      if (current && preparationUsable(current, stamp)) return toProgress(subject.id, token, current);
      const started = await channel().start({
        key,
        kind: 'report',
        userId: actor.user.id,
        groupId: actor.user.clientGroupId,
        status: MESSAGES.report.preparing,
      });
      await enqueueProfile(jobs, database, { institutionId: subject.id, token, stamp }, (error) =>
        app.log.error({ err: error, institutionId: subject.id }, 'profile preparation failed'),
      );
      return toProgress(subject.id, token, started);
    },
  );
}
