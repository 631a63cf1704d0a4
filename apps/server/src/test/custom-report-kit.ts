import { type ReportViewPage, reportViewPageSchema, startReportRunResponseSchema } from '@fin-atlas/domain';
import { expect } from 'vitest';
import type { Harness, SignedIn } from './identity-harness.js';

/** Runs a saved custom report on one institution, follows the run to the end and answers its view. */
export async function viewCustomReport(
  h: Harness,
  as: SignedIn,
  reportId: number,
  institutionId: number,
): Promise<ReportViewPage> {
  const opened = await h.call(as, {
    method: 'POST',
    url: '/api/self_serve_reports/runs',
    payload: { report_id: reportId, bank_id: institutionId },
  });
  expect([200, 201], opened.body).toContain(opened.statusCode);
  const { report: run } = startReportRunResponseSchema.parse(opened.json());
  for (let attempt = 0; attempt < 600; attempt++) {
    const progress = (await h.call(as, { url: `/api/progress/${run.progress_key}` })).json();
    if (progress.state === 'done') break;
    if (progress.state === 'failed') throw new Error(progress.error);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const view = await h.call(as, { url: `/api/self_serve_reports/view?id=${run.id}&report_id=${reportId}` });
  expect(view.statusCode, view.body).toBe(200);
  return reportViewPageSchema.parse(view.json());
}
