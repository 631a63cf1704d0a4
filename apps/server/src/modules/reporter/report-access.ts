import type { ReportType } from '@fin-atlas/domain';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../identity/index.js';
import { forbidden, mayUseReportType, requireActor } from '../identity/index.js';

/**
 * The report type comes with the request, so a route declares the analytics modules (any of them)
 * and asks the policy here whether this type's module was bought.
 */
export function requireReportActor(request: FastifyRequest, reportType: ReportType): Actor {
  const actor = requireActor(request);
  if (!mayUseReportType(actor, reportType)) throw forbidden();
  return actor;
}
