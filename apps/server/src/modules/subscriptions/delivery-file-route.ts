import { type DownloadFormat, subscriptionDeliveryParamsSchema } from '@fin-atlas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../activity/activity-event.js';
import { subscriptionDeliveries as deliveries, subscriptions } from '../../db/schema/index.js';
import type { ModuleContext } from '../../http/app-module.js';
import { DOWNLOAD_CONTENT_TYPES, sendDownload } from '../../http/attachment.js';
import { rawBody, typed } from '../../http/contracts.js';
import {
  actorHasAbility,
  forbidden,
  mayUseSubscriptions,
  requireActor,
  route,
  SIGNED_IN,
} from '../identity/index.js';
import { subscriptionModule } from './subscription-activity.js';
import { subscriptionNotFound } from './subscription-store.js';

/**
 * A delivered file, for its owner or a FIN Admin (anyone else: not found). It is the stored file
 * as delivered: its download was logged and fingerprinted when it was made, so serving it again
 * logs no new download (the activity reports count it as a download of a stored file). The owner's first download clears its notification (an admin acting as them
 * does not).
 */
export async function deliveryFileRoute(
  app: FastifyInstance,
  { db, activity }: ModuleContext,
): Promise<void> {
  typed(app).get(
    '/api/subscriptions/:id/deliveries/:deliveryId/file',
    {
      config: { ...route(SIGNED_IN).config, rejectInput: () => subscriptionNotFound() },
      schema: {
        params: subscriptionDeliveryParamsSchema,
        response: {
          200: {
            description: 'The delivered file (CSV or XLSX) with its notice and fingerprint.',
            content: {
              [DOWNLOAD_CONTENT_TYPES.csv]: { schema: rawBody },
              [DOWNLOAD_CONTENT_TYPES.xlsx]: { schema: rawBody },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const admin = actorHasAbility(actor, 'super_admin_board', request.site);
      if (!admin && !mayUseSubscriptions(actor, request.site)) throw forbidden();
      const { id, deliveryId } = request.params;
      const [row] = await db
        .select({
          ownerId: subscriptions.userId,
          advancedQueryId: subscriptions.advancedQueryId,
          reportId: subscriptions.reportId,
          file: deliveries.file,
          fileName: deliveries.fileName,
          format: deliveries.format,
        })
        .from(deliveries)
        .innerJoin(subscriptions, eq(subscriptions.id, deliveries.subscriptionId))
        .where(
          and(
            eq(deliveries.id, deliveryId),
            eq(deliveries.subscriptionId, id),
            eq(deliveries.status, 'delivered'),
          ),
        );
      const owner = row?.ownerId === actor.user.id;
      if (!row?.file || !row.fileName || (!owner && !admin)) throw subscriptionNotFound();
      if (owner && !actor.impersonator) {
        await db
          .update(deliveries)
          .set({ seenAt: new Date() })
          .where(and(eq(deliveries.id, deliveryId), isNull(deliveries.seenAt)));
      }
      const format = (row.format ?? 'csv') as DownloadFormat;
      activity.record(
        activityOf(actor, {
          kind: 'download',
          module: subscriptionModule(row),
          target: row.fileName,
          details: { subscription_id: id, delivery_id: deliveryId },
        }),
      );
      return sendDownload(reply, {
        type: DOWNLOAD_CONTENT_TYPES[format],
        fileName: row.fileName,
        body: row.file,
      });
    },
  );
}
