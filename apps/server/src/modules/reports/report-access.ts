import type { PurchasedModuleFlag, ReportType } from '@fin-atlas/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, requireActor } from '../identity/access-control.js';
import type { Actor } from '../identity/actor.js';

/** Each product runs its own reports: Reporter, Advisor and FIN Profile are bought separately. */
export const REPORT_TYPE_MODULES: Readonly<Record<ReportType, PurchasedModuleFlag>> = {
  reporter: 'fin_reporter',
  advisor: 'fin_advisor',
  profile: 'fin_profile',
};

export function requireReportActor(request: FastifyRequest, reportType: ReportType): Actor {
  const actor = requireActor(request);
  if (!actor.modules.has(REPORT_TYPE_MODULES[reportType])) throw forbidden();
  return actor;
}
