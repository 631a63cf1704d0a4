import {
  INTENT_MESSAGES,
  idParamsSchema,
  intentActionBodySchema,
  intentActionListSchema,
  intentActionSchema,
  intentAdminSignalListSchema,
  intentSignalBodySchema,
  intentSignalDetailSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../http/app-module.js';
import { noContent, typed } from '../../../http/contracts.js';
import { route, SUPER_ADMIN } from '../../identity/index.js';
import { crmLists, deleteAction, listActions, presentAction, saveAction } from './action-store.js';
import { adminById } from './route-access.js';
import { deleteSignal, saveSignal } from './signal-admin-store.js';
import { ADMIN_READER, adminSignalList, signalDetail } from './signal-views.js';

const SIGNALS = '/api/super_admin/signals';
const ACTIONS = '/api/super_admin/actions';

/** FIN Admin: every signal (inactive ones too), its definition and counts; create, edit and delete. */
export async function signalAdminRoutes(app: FastifyInstance, { database }: ModuleContext): Promise<void> {
  const api = typed(app);
  const { db } = database;
  const detail = (id: number) => signalDetail(database, id, ADMIN_READER, {});

  api.get(
    SIGNALS,
    { ...route(SUPER_ADMIN), schema: { response: { 200: intentAdminSignalListSchema } } },
    async () => adminSignalList(database),
  );

  api.post(
    SIGNALS,
    {
      ...route(SUPER_ADMIN),
      schema: { body: intentSignalBodySchema, response: { 201: intentSignalDetailSchema } },
    },
    async (request, reply) => {
      const id = await saveSignal(db, request, request.body, null);
      return reply.code(201).send(await detail(id));
    },
  );

  api.get(
    `${SIGNALS}/:id`,
    {
      ...adminById(INTENT_MESSAGES.signalNotFound),
      schema: { params: idParamsSchema, response: { 200: intentSignalDetailSchema } },
    },
    async (request) => detail(request.params.id),
  );

  api.put(
    `${SIGNALS}/:id`,
    {
      ...adminById(INTENT_MESSAGES.signalNotFound),
      schema: {
        params: idParamsSchema,
        body: intentSignalBodySchema,
        response: { 200: intentSignalDetailSchema },
      },
    },
    async (request) => detail(await saveSignal(db, request, request.body, request.params.id)),
  );

  api.delete(
    `${SIGNALS}/:id`,
    {
      ...adminById(INTENT_MESSAGES.signalNotFound),
      schema: { params: idParamsSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteSignal(db, request, request.params.id);
      return reply.code(204).send();
    },
  );
}

/** FIN Admin: what happens when an institution reaches a level (alerts, CRM lists). */
export async function actionAdminRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const api = typed(app);

  api.get(
    ACTIONS,
    { ...route(SUPER_ADMIN), schema: { response: { 200: intentActionListSchema } } },
    async () => ({ actions: await listActions(db), crm_lists: await crmLists(db) }),
  );

  api.post(
    ACTIONS,
    {
      ...route(SUPER_ADMIN),
      schema: { body: intentActionBodySchema, response: { 201: intentActionSchema } },
    },
    async (request, reply) => reply.code(201).send(await saveAction(db, request, request.body, null)),
  );

  api.get(
    `${ACTIONS}/:id`,
    {
      ...adminById(INTENT_MESSAGES.actionNotFound),
      schema: { params: idParamsSchema, response: { 200: intentActionSchema } },
    },
    async (request) => presentAction(db, request.params.id),
  );

  api.put(
    `${ACTIONS}/:id`,
    {
      ...adminById(INTENT_MESSAGES.actionNotFound),
      schema: { params: idParamsSchema, body: intentActionBodySchema, response: { 200: intentActionSchema } },
    },
    async (request) => saveAction(db, request, request.body, request.params.id),
  );

  api.delete(
    `${ACTIONS}/:id`,
    {
      ...adminById(INTENT_MESSAGES.actionNotFound),
      schema: { params: idParamsSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteAction(db, request, request.params.id);
      return reply.code(204).send();
    },
  );
}
