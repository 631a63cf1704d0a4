// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { adminSubscriptionRoutes } from './admin-subscription-routes.js';
import { deliverer } from './deliver.js';
import { deliveryFileRoute } from './delivery-file-route.js';
import { registerDeliveryJobs } from './delivery-job.js';
import { subscriptionRoutes } from './subscription-routes.js';

export const register: AppModule = {
  name: 'subscriptions',
  async routes(app, context) {
    await subscriptionRoutes(app, context);
    await deliveryFileRoute(app, context);
    // Without a queue (single-process tests), a run on request is delivered by this process itself.
    await adminSubscriptionRoutes(app, context, deliverer(context.database, context.config));
  },
  jobs: [registerDeliveryJobs],
};

export type {
  DeliveryFile,
  DeliveryRequest,
  SubscriptionTarget,
  SubscriptionTargetKind,
  TargetStanding,
} from './targets.js';
export { registerSubscriptionTarget, TargetUnusable } from './targets.js';
