import { z } from 'zod';
import { idSchema } from './common.js';
import { orgListDetailSchema, orgListSummarySchema } from './org-list.js';

/**
 * The CRMs FIN CRM reads account exports from. The connection is by export file: each source says
 * how to export its accounts and which of its column names the matcher reads.
 */
export const CRM_SOURCES = [
  {
    id: 'salesforce',
    name: 'Salesforce',
    columns: ['Account Name', 'Website', 'Billing City', 'Billing State/Province'],
    steps: [
      'In Salesforce, open the Reports tab and click New Report.',
      'Choose the Accounts report type and click Start Report.',
      'Add the columns Account Name, Website, Billing City and Billing State/Province, and keep Account ID so the enriched file can be loaded back.',
      'Filter to the accounts you want enriched (for example Show Me: All accounts) and click Run.',
      'Open the menu next to Edit, choose Export, pick Details Only and the .xlsx or .csv format, then click Export.',
      'Upload the downloaded file below.',
    ],
  },
  {
    id: 'hubspot',
    name: 'HubSpot',
    columns: ['Company name', 'Company Domain Name', 'City', 'State/Region'],
    steps: [
      'In HubSpot, go to CRM > Companies.',
      'Choose the view holding the companies you want enriched.',
      'Click Export above the table.',
      'Pick CSV or XLSX, include at least Company name, Company Domain Name, City and State/Region (and Record ID to import the result back), then click Export.',
      'HubSpot e-mails you a download link: download the file.',
      'Upload the downloaded file below.',
    ],
  },
  {
    id: 'dynamics',
    name: 'Microsoft Dynamics',
    columns: ['Account Name', 'Website', 'Address 1: City', 'Address 1: State/Province'],
    steps: [
      'In Dynamics 365 Sales, open Customers > Accounts and choose a view such as Active Accounts.',
      'Use Edit columns so the view shows Account Name, Website, Address 1: City and Address 1: State/Province.',
      'On the command bar, choose Export to Excel.',
      'Upload the downloaded .xlsx file below as it is: its hidden (Do Not Modify) columns are kept, so the enriched file can be imported back.',
    ],
  },
  {
    id: 'other',
    name: 'Other CRM or spreadsheet',
    columns: ['Account (or Company, Organization, Institution)', 'Website', 'City', 'State'],
    steps: [
      'Export your accounts to a CSV or XLSX file, one row per account.',
      'Include a column with the organisation name, headed Account, Company, Organization or Institution.',
      'Add City, State and Website (or a contact e-mail address) when you have them: they make matches surer.',
      'Upload the file below.',
    ],
  },
] as const;

export type CrmSource = (typeof CRM_SOURCES)[number];
export type CrmSourceId = CrmSource['id'];
export const CRM_SOURCE_IDS = CRM_SOURCES.map((s) => s.id) as [CrmSourceId, ...CrmSourceId[]];

export const crmListSchema = orgListSummarySchema;
export type CrmList = z.infer<typeof crmListSchema>;

export const crmListsSchema = z.object({ crm_lists: z.array(crmListSchema) });
export const crmListDetailSchema = orgListDetailSchema;
export const crmListCreatedSchema = z.object({ crm_list: crmListSchema });

/** The solutions a user can add to the enriched file, with the three it starts with. */
export const crmSolutionChoicesSchema = z.object({
  solutions: z.array(
    z.object({ id: idSchema, name: z.string(), category: z.string(), is_core: z.boolean() }),
  ),
  default_ids: z.array(idSchema),
});
export type CrmSolutionChoices = z.infer<typeof crmSolutionChoicesSchema>;

export const CRM_DOWNLOAD_FORMATS = ['xlsx', 'csv'] as const;

/** GET /api/crm_lists/{id}/download.{xlsx|csv}?solution_ids=1,2,3 ('none' or empty: firmographics only; absent: the defaults). */
export const crmDownloadQuerySchema = z.object({
  solution_ids: z
    .string()
    .optional()
    .transform((s) =>
      s === undefined ? undefined : s === 'none' ? [] : s.split(',').filter(Boolean).map(Number),
    )
    .pipe(z.array(idSchema).max(20, 'Choose at most 20 solutions.').optional()),
});

const figure = z.number().nonnegative();

export const crmDashboardListSchema = crmListSchema.extend({
  match_rate: z.number().min(0).max(1),
  matched_institutions: z.int().nonnegative(),
  /** Total assets ($000) of the distinct institutions matched in the list. */
  matched_assets: figure,
});

export const crmDashboardSchema = z.object({
  lists: z.array(crmDashboardListSchema),
  /** The list the breakdowns describe; null for all lists together. */
  list_id: idSchema.nullable(),
  totals: z.object({
    accounts: z.int().nonnegative(),
    matched: z.int().nonnegative(),
    match_rate: z.number().min(0).max(1),
    matched_institutions: z.int().nonnegative(),
    matched_assets: figure,
  }),
  fi_types: z.array(z.object({ fi_type: z.string(), institutions: z.int().nonnegative(), assets: figure })),
  asset_bands: z.array(
    z.object({ band_id: z.int(), label: z.string(), institutions: z.int().nonnegative(), assets: figure }),
  ),
  core_solution: z.object({ id: idSchema, name: z.string() }).nullable(),
  core_vendors: z.array(
    z.object({
      vendor_id: idSchema.nullable(),
      vendor: z.string(),
      institutions: z.int().nonnegative(),
      share: z.number().min(0).max(1),
    }),
  ),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;
export type CrmDashboardList = z.infer<typeof crmDashboardListSchema>;
