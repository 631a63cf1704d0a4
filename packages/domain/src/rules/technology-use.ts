/**
 * What an institution's current technographic record for one solution says, defined once for
 * every screen, export and query that answers "who runs this, and with whom":
 * - vendor: a named vendor's product (or the vendor, product not known) runs it;
 * - in_house: the institution offers the service and runs it itself (record type 'service');
 * - vendor_unknown: it offers the service through a vendor nobody has identified yet;
 * - no_service: research found it does not offer the service at all.
 * An institution without a current record for the solution has not been researched: it is in none
 * of these groups and no screen counts it.
 */
export const TECHNOLOGY_USES = ['vendor', 'in_house', 'vendor_unknown', 'no_service'] as const;
export type TechnologyUse = (typeof TECHNOLOGY_USES)[number];

/** The uses of institutions that offer the service: the ones market shares and usage lists count. */
export const OFFERED_USES = ['vendor', 'in_house', 'vendor_unknown'] as const;
export type OfferedUse = (typeof OFFERED_USES)[number];

/** The words every screen and export shows for the uses that have no vendor name. */
export const TECHNOLOGY_USE_LABELS = {
  in_house: 'In-House (no vendor)',
  vendor_unknown: 'Vendor Unknown',
  no_service: 'Not offered',
} as const satisfies Record<Exclude<TechnologyUse, 'vendor'>, string>;

/** The columns of an institution_technographics record that decide its use. */
export type TechnologyRecord = {
  readonly has_service: boolean;
  readonly type: string;
  readonly vendor_id: number | null;
};

export function technologyUseOf(record: TechnologyRecord): TechnologyUse {
  return record.has_service ? offeredUseOf(record) : 'no_service';
}

/** The use of a record already known to offer the service. */
export function offeredUseOf(record: Pick<TechnologyRecord, 'type' | 'vendor_id'>): OfferedUse {
  if (record.vendor_id !== null) return 'vendor';
  return record.type === 'service' ? 'in_house' : 'vendor_unknown';
}

/** What screens show for an institution with no current record for the solution. */
export const NOT_RESEARCHED_LABEL = 'Not researched';

/** Whether an institution with this use offers the service (it counts among the solution's users). */
export const offersService = (use: TechnologyUse): boolean => use !== 'no_service';

/** The label of a use, or the vendor's (and product's) name for a vendor use. */
export function technologyUseLabel(
  use: TechnologyUse,
  vendorName?: string | null,
  productName?: string | null,
) {
  if (use !== 'vendor') return TECHNOLOGY_USE_LABELS[use];
  if (!vendorName) return TECHNOLOGY_USE_LABELS.vendor_unknown;
  return productName ? `${vendorName} - ${productName}` : vendorName;
}

/**
 * The same rule as SQL over an institution_technographics alias, for queries that group or filter
 * by use in the database: it must agree with technologyUseOf (a test holds them together).
 */
export const technologyUseSql = (alias: string): string =>
  `(case when not ${alias}.has_service then 'no_service'
         when ${alias}.vendor_id is not null then 'vendor'
         when ${alias}.type = 'service' then 'in_house'
         else 'vendor_unknown' end)`;

/**
 * Which open record speaks for an institution where it has several for one solution: one that
 * offers the service before one that records it is not offered, then the most recently started.
 * Screens that show one answer per institution (Reporter, FIN Profile offerings, Advisor cards,
 * enrichment exports) order by this; counts count every institution once per use it has.
 */
export const currentRecordOrderSql = (alias: string): string =>
  `${alias}.has_service desc, ${alias}.started_on desc, ${alias}.id desc`;
