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
import { type Access, forbidden, mayReadContacts, requireActor, route } from '../identity/index.js';
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

/**
 * FIN Profile opens with FIN Profile or Advisor bought; Digital Channels buyers get it partially
 * (Bank Profile and Digital Channels sections), so only the basic profile accepts them.
 */
const PROFILE: Access = { signedIn: true, anyModule: ['fin_profile', 'fin_advisor'] };
const PARTIAL_PROFILE: Access = {
  signedIn: true,
  anyModule: ['fin_profile', 'fin_advisor', 'fin_digital_channels'],
};

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

  api.get('/api/advisors/basic_profile', section(PARTIAL_PROFILE, basicProfileSchema), async (request) => {
    const { subject } = await subjectFor(request, request.query.institution_id);
    return basicProfileSchema.parse(await basicProfile(database, subject));
  });

  api.get('/api/advisors/profile_offerings', section(PROFILE, profileOfferingsSchema), async (request) => {
    const { subject } = await subjectFor(request, request.query.institution_id);
    return profileOfferingsSchema.parse(await profileOfferings(database, subject));
  });

  api.get(
    '/api/advisors/technographic_vendors',
    section(PROFILE, technographicVendorsSchema),
    async (request) => {
      const { subject } = await subjectFor(request, request.query.institution_id);
      return technographicVendorsSchema.parse(await technographicVendors(database, subject));
    },
  );

  api.get('/api/advisors/merger_history', section(PROFILE, mergerHistorySchema), async (request) => {
    const { subject } = await subjectFor(request, request.query.institution_id);
    return mergerHistorySchema.parse(await mergerHistory(database, subject));
  });

  api.get('/api/advisors/enforcement_action', section(PROFILE, enforcementActionsSchema), async (request) => {
    const { subject } = await subjectFor(request, request.query.institution_id);
    return enforcementActionsSchema.parse(await enforcementActions(database, subject));
  });

  api.get(
    '/api/advisors/deposit_share',
    {
      ...route(PROFILE),
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
      ...route(PROFILE),
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
    section(PROFILE, profileReportProgressSchema),
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
