import type { IntentEvidenceKind } from '@fin-atlas/domain';

/** What each evidence record is, as the evidence list names it. */
export const EVIDENCE_KIND_LABELS: Readonly<Record<IntentEvidenceKind, string>> = {
  job_posting: 'Job posting',
  site_page: 'Website page',
  contact_event: 'Executive move',
  technographics: 'Technographics',
  financial: 'Financial trigger',
  structure_event: 'Structure event',
};
