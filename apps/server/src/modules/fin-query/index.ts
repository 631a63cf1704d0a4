// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { contactRoutes } from './contacts/contact-routes.js';
import { downloadRoutes } from './orders/download-routes.js';
import { orderReportRoutes } from './orders/order-report-routes.js';
import { pricingRoutes } from './pricing/pricing-routes.js';
import { scheduleRoutes } from './pricing/schedule-routes.js';
import { queryRoutes } from './query-routes.js';

export const register: AppModule = {
  name: 'fin-query',
  async routes(app, context) {
    await queryRoutes(app, context);
    for (const routes of [pricingRoutes, downloadRoutes, contactRoutes, scheduleRoutes, orderReportRoutes]) {
      await routes(app, context);
    }
  },
};

export type {
  CatalogContribution,
  ColumnValues,
  ElementProvider,
  EngineContext,
  ResolvedRule,
} from './engine/provider.js';
export { registerElementProvider } from './engine-instance.js';
