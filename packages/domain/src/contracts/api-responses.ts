import { z } from 'zod';
import { idParamSchema, idSchema } from './common.js';
import { adminGroupRowSchema, adminUserRowSchema } from './identity-api.js';
import { orgInstitutionSchema } from './org-list.js';

// Answers of server calls that had no contract of their own, for the API's OpenAPI document.

/** A path naming one record by its id (/api/.../:id). */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A record just created, known by its id. */
export const createdIdSchema = z.object({ id: idSchema.optional() });

export const adminGroupRowsResponseSchema = z.object({ groups: z.array(adminGroupRowSchema) });
export const adminUserRowsResponseSchema = z.object({ users: z.array(adminUserRowSchema) });

export const ssoConnectionSchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  provision_group_id: idSchema.nullable(),
});
export const ssoConnectionListSchema = z.object({ sso_connections: z.array(ssoConnectionSchema) });
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

// ---- institutions --------------------------------------------------------------------------

/** A typeahead hit: the institution summary and the name of its holding company. */
/** What ended an inactive institution: its last filing and the latest merger or failure recorded. */
export const inactiveInstitutionSchema = z.object({
  /** The quarter end of its last filing (YYYY-MM-DD), null when none is loaded. */
  last_period: z.string().nullable(),
  ended: z
    .object({
      /** 'merger' or 'failure'. */
      kind: z.string(),
      /** Date of the event (YYYY-MM-DD). */
      on: z.string(),
      acquirer_name: z.string().nullable(),
    })
    .nullable(),
});
export type InactiveInstitution = z.infer<typeof inactiveInstitutionSchema>;

export const institutionHitSchema = orgInstitutionSchema.extend({
  parent_name: z.string().nullable(),
  /** Null (or absent) for an active institution. */
  inactive: inactiveInstitutionSchema.nullable().optional(),
});
export type InstitutionHit = z.infer<typeof institutionHitSchema>;
export const institutionSearchResponseSchema = z.object({ institutions: z.array(institutionHitSchema) });

export const institutionDetailSchema = z.object({
  id: idSchema,
  fi_type: z.string(),
  name: z.string(),
  rssd_id: z.number().nullable(),
  regulatory_id: z.string().nullable(),
  aba_routing: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  county_fips: z.string().nullable(),
  county_name: z.string().nullable(),
  cbsa_code: z.string().nullable(),
  cbsa_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  employees: z.number().nullable(),
  charter_class: z.string().nullable(),
  regulator: z.string().nullable(),
  established_date: z.string().nullable(),
  is_mutual: z.boolean().nullable(),
  is_mdi: z.boolean().nullable(),
  field_of_membership: z.string().nullable(),
  ncua_peer_group: z.number().nullable(),
  parent: z.object({ id: idSchema, name: z.string() }).nullable(),
  active: z.boolean(),
  source: z.string(),
  assets: z.number().nullable(),
  latest_period: z.string().nullable(),
  logo_url: z.string(),
});

// ---- the metric catalog and values -----------------------------------------------------------

export const presentedMetricSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  group: z.string(),
  advisor_section: z.string().nullable(),
  format: z.string(),
  higher_is_better: z.boolean().nullable(),
  definition: z.string(),
  common: z.boolean(),
  fi_types: z.array(z.string()),
});

export const firmographicMetricsResponseSchema = z.object({
  firmographic_metrics: z
    .array(
      z.looseObject({ id: z.string(), name: z.string(), format: z.string().nullable(), type: z.string() }),
    )
    .readonly(),
});
export const metricCatalogResponseSchema = z.object({ metrics: z.array(presentedMetricSchema) });
export const commonMetricsMappingsResponseSchema = z.object({
  mappings: z.array(
    presentedMetricSchema.extend({ bank_formula: z.boolean(), credit_union_formula: z.boolean() }),
  ),
});

const treeGroupSummarySchema = z.object({ id: z.string(), name: z.string(), metric_count: z.int() });
const treeGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  metrics: z.array(presentedMetricSchema),
});

export const commonTreeDescriptionsResponseSchema = z.object({
  trees: z.array(z.object({ id: z.string(), name: z.string(), groups: z.array(treeGroupSummarySchema) })),
});
export const metricTreeDescriptionsResponseSchema = z.object({
  trees: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      category: z.string(),
      fi_type: z.string(),
      groups: z.array(treeGroupSummarySchema),
    }),
  ),
});
export const metricTreeRelationshipsResponseSchema = z.object({
  tree_id: z.string(),
  name: z.string(),
  groups: z.array(treeGroupSchema),
});
export const financialStatementsResponseSchema = z.object({
  statements: z.array(z.object({ category: z.string(), groups: z.array(treeGroupSchema) })),
});
export const metricPeriodsResponseSchema = z.object({
  periods: z.array(z.object({ period: z.string(), institutions: z.record(z.string(), z.number()) })),
});
export const metricValuesResponseSchema = z.object({
  periods: z.array(z.string()),
  span_id: z.number(),
  set_id: z.number(),
  metrics: z.array(
    presentedMetricSchema.extend({
      values: z.array(
        z.object({
          institution_id: idSchema,
          period: z.string(),
          value: z.number().nullable(),
          national_rank: z.number().nullable(),
          national_of: z.number().nullable(),
          national_percentile: z.number().nullable(),
        }),
      ),
      /** Peer statistics per period (count, mean, median, quartiles...), with peer_ids only. */
      peer_stats: z.array(z.looseObject({ period: z.string() })).nullable(),
    }),
  ),
});
export const metricRankingResponseSchema = z.object({
  metric: presentedMetricSchema,
  period: z.string(),
  total: z.int(),
  ranking: z.array(
    z.object({
      rank: z.int(),
      institution_id: idSchema,
      name: z.string(),
      state: z.string().nullable(),
      value: z.number(),
    }),
  ),
});
