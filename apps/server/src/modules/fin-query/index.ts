// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerKeptPeerGroups } from '../peer-groups/index.js';
import { registerSubscriptionTarget } from '../subscriptions/index.js';
import { contactRoutes } from './contacts/contact-routes.js';
import { queryEngineFor } from './engine-instance.js';
import { downloadRoutes } from './orders/download-routes.js';
import { orderReportRoutes } from './orders/order-report-routes.js';
import { performographicsRoutes } from './performographics-routes.js';
import { pricingRoutes } from './pricing/pricing-routes.js';
import { scheduleRoutes } from './pricing/schedule-routes.js';
import { queryRoutes } from './query-routes.js';
import { QUERY_PEER_GROUP, refreshQueryPeerGroups } from './saved/query-peer-group.js';
import { savedQueryRoutes } from './saved/saved-query-routes.js';
import { savedQueryTarget } from './saved/subscription-target.js';
import { superAdminQueryRoutes } from './saved/super-admin-query-routes.js';

// Saved queries can be subscribed to. Registered as the module loads, before any process works the
// delivery queue (the queue starts before the routes register).
registerSubscriptionTarget('query', savedQueryTarget);

export const register: AppModule = {
  name: 'fin-query',
  async routes(app, context) {
    // Saved queries kept as peer groups catch up with new data whenever such a group is read.
    registerKeptPeerGroups(QUERY_PEER_GROUP, refreshQueryPeerGroups);
    await queryRoutes(app, context);
    await performographicsRoutes(app, context);
    await savedQueryRoutes(app, context);
    await superAdminQueryRoutes(app, context);
    for (const routes of [pricingRoutes, downloadRoutes, contactRoutes, scheduleRoutes, orderReportRoutes]) {
      await routes(app, context);
    }
    // The universe and each category's data are read once the server is up, not on the first count.
    if (context.warmCaches) {
      app.addHook('onReady', async () => {
        void queryEngineFor(context.database)
          .warm()
          .catch(() => undefined);
      });
    }
  },
};

export {
  numberOperands,
  numberRuleProblem,
  numberTest,
  optionRuleProblem,
  optionValues,
} from './engine/compare.js';
export type { ElementColumn, ElementRef, ElementTest, ElementTestAnswer } from './engine/element-rules.js';
export { elementColumnsFor, matchElementTests } from './engine/element-rules.js';
export type {
  CatalogContribution,
  ColumnValues,
  ElementProvider,
  EngineContext,
  ResolvedRule,
} from './engine/provider.js';
export type { QueryEngine } from './engine/query-engine.js';
export { queryEngineFor, registerElementProvider } from './engine-instance.js';
export { columnKey } from './providers/column-key.js';
export type { SavedQueryGroup } from './saved/fi-group-queries.js';
export { savedQueryGroups } from './saved/fi-group-queries.js';
export type { SavedQueryMembers } from './saved/query-members.js';
export { savedQueryMembers } from './saved/query-members.js';
