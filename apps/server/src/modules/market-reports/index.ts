// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { marketReportRoutes } from './market-report-routes.js';

export const register: AppModule = { name: 'market-reports', routes: marketReportRoutes };

// The core vendor products and who runs them, for other reports' Core Vendor Product filter.
export { currentUses, listCoreVendorProducts, listSolutions } from './market-queries.js';
