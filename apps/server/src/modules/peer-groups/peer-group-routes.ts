import {
  type ActivityModule,
  enrollmentNoun,
  FI_TYPES,
  idParamSchema,
  idParamsSchema,
  isEmptyCriteria,
  PEER_GROUP_LIMITS,
  PEER_GROUP_MESSAGES,
  PEER_GROUP_RANGES,
  PEER_GROUP_THEMES,
  type PeerGroupBody,
  type PeerGroupCriteriaOptions,
  type PeerGroupOfferingOptions,
  type PeerGroupPreview,
  peerGroupBodySchema,
  peerGroupCriteriaOptionsSchema,
  peerGroupDetailSchema,
  peerGroupListResponseSchema,
  peerGroupMembersResponseSchema,
  peerGroupOfferingOptionsSchema,
  peerGroupPreviewBodySchema,
  peerGroupPreviewResponseSchema,
  progressKey,
  suggestedPeersResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activityOf } from '../../activity/activity-event.js';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import { type ApiInstance, noContent, typed } from '../../http/contracts.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Actor } from '../identity/index.js';
import { ANALYTICS, requireActor, route } from '../identity/index.js';
import { progressChannelFor } from '../progress/index.js';
import { evaluateCriteria } from './criteria-evaluator.js';
import { validateCriteria } from './criteria-validation.js';
import { themeMetrics } from './metric-themes.js';
import { enqueuePeerGroup } from './peer-group-job.js';
import { createPeerGroupStore, membersFiType, type PeerGroupRow } from './peer-group-store.js';
import { toPeerMember } from './peer-member.js';
import { peerUniverseFor } from './peer-universe.js';
import { suggestPeers } from './suggested-peers.js';

const fiTypeQuery = z.object({ fi_type: z.enum(FI_TYPES) });
const offeringQuery = z.object({
  solution_id: idParamSchema.optional(),
  vendor_id: idParamSchema.optional(),
});
const suggestedQuery = z.object({
  institution_id: idParamSchema,
  limit: z.coerce.number().int().min(1).max(100).default(PEER_GROUP_LIMITS.suggestedPeers),
});
const membersQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

type Deps = { database: Database; jobs: JobQueue | undefined; activity: ActivityRecorder };

/** What the routes share: the store, the institution universe and the members of a body's criteria. */
function peerGroupService({ database, jobs }: Deps, log: FastifyBaseLogger) {
  const store = createPeerGroupStore(database);
  const universe = () => peerUniverseFor(database);
  const channel = () => progressChannelFor(database);

  async function evaluate(body: Pick<PeerGroupBody, 'criteria'>) {
    const evaluation = await evaluateCriteria(database, await universe().snapshot(), body.criteria);
    return {
      evaluation,
      members: {
        ids: evaluation.members.map((m) => m.id),
        fiType: membersFiType(
          body.criteria,
          evaluation.members.map((m) => m.fiType),
        ),
      },
    };
  }

  /** Quick search members are known at once; an advanced search is computed by a job. */
  async function save(actor: Actor, body: PeerGroupBody, id: number | null) {
    if (id !== null && (await store.ownedRow(actor, id)).builder === 'query') {
      throw unprocessable(PEER_GROUP_MESSAGES.keptByQuery, [
        { path: 'builder', message: PEER_GROUP_MESSAGES.keptByQuery },
      ]);
    }
    if (isEmptyCriteria(body.criteria)) {
      throw unprocessable(PEER_GROUP_MESSAGES.emptyCriteria, [
        { path: 'criteria', message: PEER_GROUP_MESSAGES.emptyCriteria },
      ]);
    }
    await validateCriteria(database, body.criteria);
    const members = body.builder === 'quick' ? (await evaluate(body)).members : null;
    const row: PeerGroupRow =
      id === null ? await store.create(actor, body, members) : await store.update(actor, id, body, members);
    const key = progressKey.peerGroup(row.id);
    await channel().start({
      key,
      kind: 'peer_group',
      userId: actor.user.id,
      groupId: actor.user.clientGroupId,
    });
    if (members) {
      await channel().finish(key, { status: 'Done', result: { peer_count: members.ids.length } });
    } else {
      await enqueuePeerGroup(jobs, database, { peerGroupId: row.id, revision: row.revision }, (error) =>
        log.error({ err: error, peerGroupId: row.id }, 'peer group computation failed'),
      );
    }
    return store.detail(actor, row.id);
  }

  return { database, store, universe, evaluate, save };
}
type Service = ReturnType<typeof peerGroupService>;

/** What the builder offers: criteria options for an FI type, offering choices and suggested peers. */
function builderOptionRoutes(api: ApiInstance, { database, universe }: Service) {
  api.get(
    '/api/peer_groups/criteria_options',
    {
      ...route(ANALYTICS),
      schema: { querystring: fiTypeQuery, response: { 200: peerGroupCriteriaOptionsSchema } },
    },
    async (request, reply) => {
      const { fi_type } = request.query;
      // The builder is open: read this type's latest quarters before the first count asks, once this
      // answer is out (reading them keeps the embedded engine busy).
      reply.raw.once('finish', () => universe().warm(fi_type));
      const options: PeerGroupCriteriaOptions = {
        fi_type,
        period: (await universe().snapshot()).latestPeriod(fi_type),
        ranges: PEER_GROUP_RANGES.map((r) => ({
          id: r.id,
          // A credit union's deposit accounts are its members.
          name: r.id === 'deposit_accounts' && enrollmentNoun(fi_type) === 'Members' ? 'Members' : r.name,
        })),
        themes: PEER_GROUP_THEMES.map((t) => ({
          id: t.id,
          name: t.name,
          metrics: themeMetrics(t.id, fi_type).map((m) => ({
            id: m.id,
            name: m.name,
            category: m.category,
            format: m.format,
          })),
        })),
      };
      return options;
    },
  );

  api.get(
    '/api/peer_groups/offering_options',
    {
      ...route(ANALYTICS),
      schema: { querystring: offeringQuery, response: { 200: peerGroupOfferingOptionsSchema } },
    },
    async (request) => {
      const { solution_id, vendor_id } = request.query;
      const solutions = await database.query<{ id: number; name: string; category: string }>(
        `select s.id, s.name, c.name as category from solutions s
           join solution_categories c on c.id = s.category_id
          order by lower(s.name)`,
      );
      const vendors = await database.query<{ id: number; name: string }>(
        `select v.id, v.name from vendors v
          where $1::int is null or exists (
            select 1 from products p join product_solutions ps on ps.product_id = p.id
             where p.vendor_id = v.id and ps.solution_id = $1)
          order by lower(v.name)`,
        [solution_id ?? null],
      );
      const products =
        vendor_id === undefined
          ? []
          : await database.query<{ id: number; name: string; vendor_id: number }>(
              `select p.id, p.name, p.vendor_id from products p
                where p.vendor_id = $1
                  and ($2::int is null or exists (
                    select 1 from product_solutions ps where ps.product_id = p.id and ps.solution_id = $2))
                order by lower(p.name)`,
              [vendor_id, solution_id ?? null],
            );
      const options: PeerGroupOfferingOptions = { solutions, vendors, products };
      return options;
    },
  );

  api.get(
    '/api/peer_groups/suggested',
    {
      ...route(ANALYTICS),
      schema: { querystring: suggestedQuery, response: { 200: suggestedPeersResponseSchema } },
    },
    async (request) => {
      const { institution_id, limit } = request.query;
      const snapshot = await universe().snapshot();
      const subject = snapshot.byId.get(institution_id);
      if (!subject) throw notFound('Institution not found.');
      return {
        institution_id,
        period: snapshot.latestPeriod(subject.fiType),
        peers: await suggestPeers(snapshot, subject, limit),
      };
    },
  );
}

/** The user's peer groups and one group with its members. */
function peerGroupReadRoutes(api: ApiInstance, { database, store }: Service) {
  api.get(
    '/api/peer_groups',
    { ...route(ANALYTICS), schema: { response: { 200: peerGroupListResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      return { peer_groups: await store.list(actor) };
    },
  );

  api.get(
    '/api/peer_groups/:id',
    { ...route(ANALYTICS), schema: { params: idParamsSchema, response: { 200: peerGroupDetailSchema } } },
    async (request) => store.detail(requireActor(request), request.params.id),
  );

  api.get(
    '/api/peer_groups/:id/members',
    {
      ...route(ANALYTICS),
      schema: {
        params: idParamsSchema,
        querystring: membersQuery,
        response: { 200: peerGroupMembersResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const { offset, limit } = request.query;
      const group = await store.detail(actor, id);
      const rows = await database.query<{
        id: number;
        name: string;
        fi_type: string;
        city: string | null;
        state: string | null;
        assets: number | null;
        rssd_id: number | null;
        regulatory_id: string | null;
      }>(
        `select i.id, i.name, i.fi_type, i.city, i.state, i.latest_assets as assets, i.rssd_id, i.regulatory_id
           from peer_group_members m join institutions i on i.id = m.institution_id
          where m.peer_group_id = $1
          order by i.latest_assets desc nulls last, i.id
          limit $2 offset $3`,
        [id, limit, offset],
      );
      return {
        total: group.members.length,
        members: rows.map((r) => ({
          ...r,
          id: Number(r.id),
          assets: r.assets === null ? null : Number(r.assets),
          rssd_id: r.rssd_id === null ? null : Number(r.rssd_id),
        })),
      };
    },
  );
}

/** Counting a draft's members, and saving and deleting groups. */
const ANALYTICS_MODULES = ['fin_reporter', 'fin_advisor', 'fin_profile'] as const;

/** Peer groups serve Reporter, Advisor and FIN Profile: one is counted under the first the user has. */
function analyticsModuleOf(actor: Actor): ActivityModule {
  return ANALYTICS_MODULES.find((m) => actor.modules.has(m)) ?? 'fin_reporter';
}

function peerGroupWriteRoutes(
  api: ApiInstance,
  { database, store, evaluate, save }: Service,
  activity: ActivityRecorder,
) {
  api.post(
    '/api/peer_groups/preview',
    {
      ...route(ANALYTICS),
      schema: { body: peerGroupPreviewBodySchema, response: { 200: peerGroupPreviewResponseSchema } },
    },
    async (request) => {
      await validateCriteria(database, request.body.criteria);
      const { evaluation } = await evaluate(request.body);
      const preview: PeerGroupPreview = {
        peer_count: evaluation.members.length,
        member_ids: evaluation.members.map((m) => m.id),
        sample: evaluation.members.slice(0, PEER_GROUP_LIMITS.previewSample).map(toPeerMember),
        period: evaluation.period,
      };
      return preview;
    },
  );

  api.post(
    '/api/peer_groups',
    { ...route(ANALYTICS), schema: { body: peerGroupBodySchema, response: { 201: peerGroupDetailSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const saved = await save(actor, request.body, null);
      activity.record(
        activityOf(actor, {
          kind: 'saved_item_created',
          module: analyticsModuleOf(actor),
          target: saved.name,
          details: { item: 'peer_group', id: saved.id },
        }),
      );
      return reply.status(201).send(saved);
    },
  );

  api.put(
    '/api/peer_groups/:id',
    {
      ...route(ANALYTICS),
      schema: { params: idParamsSchema, body: peerGroupBodySchema, response: { 200: peerGroupDetailSchema } },
    },
    async (request) => save(requireActor(request), request.body, request.params.id),
  );

  api.delete(
    '/api/peer_groups/:id',
    { ...route(ANALYTICS), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { id } = request.params;
      await store.remove(actor, id);
      await database.query('delete from job_progress where key = $1', [progressKey.peerGroup(id)]);
      return reply.status(204).send();
    },
  );
}

/**
 * Peer groups of the analytics modules (Advisor, Reporter, FIN Profile): the user's own and those
 * shared in their client group; the live member count; saving, which for an advanced search queues
 * the member computation whose progress streams on peer_group/{id}; and suggested peers.
 */
export async function peerGroupRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = typed(app);
  const service = peerGroupService(deps, app.log);
  peerGroupReadRoutes(api, service);
  builderOptionRoutes(api, service);
  peerGroupWriteRoutes(api, service, deps.activity);
}
