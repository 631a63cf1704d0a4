/** The data_loads sources of FIN Intent's evidence, generated (is_demo) or imported from a file. */
export const EVIDENCE_SOURCES = {
  jobPostings: 'job-postings',
  sitePages: 'site-pages',
  contactEvents: 'contact-events',
} as const;
