import {
  clientScheduleCreateSchema,
  clientScheduleListSchema,
  clientScheduleUpdateSchema,
  idParamsSchema,
  pricingScheduleBodySchema,
  pricingScheduleSchema,
  pricingTemplateListSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../http/app-error.js';
import type { ModuleContext } from '../../../http/app-module.js';
import { type ApiInstance, noContent, typed } from '../../../http/contracts.js';
import {
  type Access,
  type AdminScope,
  adminScope,
  audit,
  forbidden,
  requireActor,
  route,
  SUPER_ADMIN,
} from '../../identity/index.js';
import {
  clientGroupsWithoutSchedule,
  clientSchedule,
  createClientSchedule,
  createTemplate,
  deleteTemplate,
  listClientSchedules,
  listTemplates,
  SCHEDULE_MESSAGES,
  updateClientSchedule,
  updateTemplate,
} from './schedule-store.js';

/** FIN Admins and client admins: a client admin reads their own group's schedule, never changes it. */
export const CLIENT_CONSOLE: Access = { signedIn: true, ability: 'admin_board' };

/** The caller's console scope, limited to the two consoles that see schedules and orders. */
export function consoleScope(request: FastifyRequest): AdminScope & { kind: 'all' | 'client' } {
  const scope = adminScope(requireActor(request), request.site);
  if (!scope || scope.kind === 'partner') throw forbidden();
  return scope;
}

const TEMPLATES = '/api/super_admin/pricing_schedules_templates';
const CLIENTS = '/api/super_admin/client_pricing_schedules';

function templateRoutes(api: ApiInstance, { db }: Pick<ModuleContext, 'db'>) {
  api.get(
    TEMPLATES,
    { ...route(SUPER_ADMIN), schema: { response: { 200: pricingTemplateListSchema } } },
    async () => ({ templates: await listTemplates(db) }),
  );

  api.post(
    TEMPLATES,
    {
      ...route(SUPER_ADMIN),
      schema: { body: pricingScheduleBodySchema, response: { 201: pricingScheduleSchema } },
    },
    async (request, reply) => {
      const template = await createTemplate(db, request.body);
      await audit(db, request, {
        action: 'pricing_template_created',
        target: { type: 'pricing_schedule', id: template.id },
        details: request.body,
      });
      return reply.code(201).send(template);
    },
  );

  api.put(
    `${TEMPLATES}/:id`,
    {
      ...route(SUPER_ADMIN),
      schema: {
        params: idParamsSchema,
        body: pricingScheduleBodySchema,
        response: { 200: pricingScheduleSchema },
      },
    },
    async (request) => {
      const template = await updateTemplate(db, request.params.id, request.body);
      await audit(db, request, {
        action: 'pricing_template_updated',
        target: { type: 'pricing_schedule', id: template.id },
        details: request.body,
      });
      return template;
    },
  );

  api.delete(
    `${TEMPLATES}/:id`,
    { ...route(SUPER_ADMIN), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const removed = await deleteTemplate(db, request.params.id);
      await audit(db, request, {
        action: 'pricing_template_deleted',
        target: { type: 'pricing_schedule', id: removed.id },
        details: { name: removed.name },
      });
      return reply.code(204).send();
    },
  );
}

function clientScheduleRoutes(api: ApiInstance, { db }: Pick<ModuleContext, 'db'>) {
  api.get(
    CLIENTS,
    { ...route(CLIENT_CONSOLE), schema: { response: { 200: clientScheduleListSchema } } },
    async (request) => {
      const scope = consoleScope(request);
      if (scope.kind === 'client') {
        return { schedules: await listClientSchedules(db, scope.clientGroupId), groups_without_schedule: [] };
      }
      return {
        schedules: await listClientSchedules(db),
        groups_without_schedule: await clientGroupsWithoutSchedule(db),
      };
    },
  );

  api.post(
    CLIENTS,
    {
      ...route(SUPER_ADMIN),
      schema: { body: clientScheduleCreateSchema, response: { 201: pricingScheduleSchema } },
    },
    async (request, reply) => {
      const { group_id, template_id, token_balance } = request.body;
      const schedule = await createClientSchedule(db, {
        groupId: group_id,
        templateId: template_id,
        tokenBalance: token_balance,
      });
      await audit(db, request, {
        action: 'pricing_schedule_created',
        target: { type: 'pricing_schedule', id: schedule.id },
        details: { group_id, template_id, token_balance },
      });
      return reply.code(201).send(schedule);
    },
  );

  api.get(
    `${CLIENTS}/:id`,
    {
      ...route(CLIENT_CONSOLE),
      schema: { params: idParamsSchema, response: { 200: pricingScheduleSchema } },
    },
    async (request) => {
      const scope = consoleScope(request);
      const schedule = await clientSchedule(db, request.params.id);
      if (!schedule) throw notFound(SCHEDULE_MESSAGES.notFound);
      if (scope.kind === 'client' && schedule.group_id !== scope.clientGroupId) throw forbidden();
      return schedule;
    },
  );

  api.put(
    `${CLIENTS}/:id`,
    {
      ...route(SUPER_ADMIN),
      schema: {
        params: idParamsSchema,
        body: clientScheduleUpdateSchema,
        response: { 200: pricingScheduleSchema },
      },
    },
    async (request) => {
      const { add_tokens, ...terms } = request.body;
      const { before, after } = await updateClientSchedule(db, request.params.id, request.body);
      if (Object.keys(terms).length > 0) {
        await audit(db, request, {
          action: 'pricing_schedule_updated',
          target: { type: 'pricing_schedule', id: after.id },
          details: { group_id: after.group_id, changes: terms },
        });
      }
      if (add_tokens) {
        await audit(db, request, {
          action: 'pricing_tokens_added',
          target: { type: 'pricing_schedule', id: after.id },
          details: {
            group_id: after.group_id,
            added: add_tokens,
            balance_before: before.token_balance,
            balance_after: after.token_balance,
          },
        });
      }
      return after;
    },
  );
}

/**
 * The pricing consoles: templates FIN Admins start from, and each client group's schedule with
 * its prepaid tokens. Every change is in the audit log with what changed.
 */
export async function scheduleRoutes(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const api = typed(app);
  templateRoutes(api, context);
  clientScheduleRoutes(api, context);
}
