import { assetBandIdOf, type FitInstitution, type TechnologyUse, technologyUseOf } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { notFound } from '../../../http/app-error.js';
import { type Features, priorKey } from '../fit-model.js';

/** VendorFit predicts for banks and credit unions: the institutions that buy a core. */
export const FIT_FI_TYPES = ['bank', 'credit_union'] as const;

/** The institution a prediction is for: its card, its variables and its prior key. */
export type FitSubject = FitInstitution & {
  isDemo: boolean;
  features: Features;
  /** The period its variables were read at; null when it has none. */
  featuresPeriod: string | null;
  prior: string;
};

/** An institution's card as the calls answer it, read as `INSTITUTION_COLUMNS` of `institutions i`. */
export type InstitutionRow = {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  fi_type: string;
  assets: number | null;
  rssd_id: number | null;
  regulatory_id: string | null;
};

export const INSTITUTION_COLUMNS =
  'i.id, i.name, i.city, i.state, i.fi_type, i.latest_assets as assets, i.rssd_id, i.regulatory_id';

export const fitInstitution = (row: InstitutionRow): FitInstitution => ({
  id: Number(row.id),
  name: row.name,
  city: row.city,
  state: row.state,
  fi_type: row.fi_type,
  assets: row.assets === null ? null : Number(row.assets),
  rssd_id: row.rssd_id === null ? null : Number(row.rssd_id),
  regulatory_id: row.regulatory_id,
});

type SubjectRow = InstitutionRow & {
  source: string;
  features: Features | null;
  features_period: string | null;
};

/**
 * An active bank or credit union with its VendorFit variables. Anything else (an unknown id, a
 * holding company, an institution that merged away) is not found: there is nothing to predict.
 */
export async function fitSubject(database: Database, institutionId: number): Promise<FitSubject> {
  const [row] = await database.query<SubjectRow>(
    `select ${INSTITUTION_COLUMNS}, i.source,
            f.values as features, f.period::text as features_period
       from institutions i left join vendor_fit_features f on f.institution_id = i.id
      where i.id = $1 and i.active and i.fi_type = any($2::text[])`,
    [institutionId, FIT_FI_TYPES],
  );
  if (!row) throw notFound('Institution not found.');
  const institution = fitInstitution(row);
  return {
    ...institution,
    isDemo: row.source === 'demo',
    features: row.features ?? {},
    featuresPeriod: row.features_period,
    // No reported assets: no band, so the prior falls back to the products' overall share.
    prior: priorKey(row.fi_type, assetBandIdOf(institution.assets) ?? 0),
  };
}

export type CurrentUse = {
  hasService: boolean;
  use: TechnologyUse;
  vendor: { id: number; name: string } | null;
  product: { id: number; name: string } | null;
  startedOn: string;
};

/** The institution's open technographics row for the solution (the latest started, if several). */
export async function currentUse(
  database: Database,
  institutionId: number,
  solutionId: number,
): Promise<CurrentUse | null> {
  const [row] = await database.query<{
    has_service: boolean;
    type: string;
    vendor_id: number | null;
    vendor_name: string | null;
    product_id: number | null;
    product_name: string | null;
    started_on: string;
  }>(
    `select t.has_service, t.type, t.vendor_id, v.name as vendor_name, t.product_id, p.name as product_name,
            t.started_on::text as started_on
       from institution_technographics t
       left join vendors v on v.id = t.vendor_id
       left join products p on p.id = t.product_id
      where t.institution_id = $1 and t.solution_id = $2 and t.ended_on is null
      order by t.started_on desc, t.id desc
      limit 1`,
    [institutionId, solutionId],
  );
  if (!row) return null;
  return {
    hasService: row.has_service,
    use: technologyUseOf({ has_service: row.has_service, type: row.type, vendor_id: row.vendor_id }),
    vendor: row.vendor_id === null ? null : { id: Number(row.vendor_id), name: row.vendor_name ?? '' },
    product: row.product_id === null ? null : { id: Number(row.product_id), name: row.product_name ?? '' },
    startedOn: row.started_on,
  };
}
