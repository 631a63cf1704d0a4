import type { DownloadFormat } from '@fin-atlas/domain';
import type { Database, Db } from '../../db/database.js';
import type { Actor } from '../identity/index.js';

/** What a subscription delivers: a saved query (`advanced_query_id`) or a saved report (`report_id`). */
export type SubscriptionTargetKind = 'query' | 'report';

/** Whether a user may have the target delivered: its name, or why not, in words they read. */
export type TargetStanding = { usable: true; name: string } | { usable: false; reason: string };

/** A delivery's file, built on the latest data with its notice row and fingerprint. */
export type DeliveryFile = { body: Buffer; fileName: string; rowCount: number; fingerprint: string };

export type DeliveryRequest = { format: DownloadFormat; subscriptionId: number; periodKey: string };

/**
 * A kind of thing users subscribe to, registered by the module that owns it (FIN Query its saved
 * queries, the report writer its saved reports): this module knows none of them.
 */
export type SubscriptionTarget = {
  /** Whether `actor` may subscribe to, and still receive, target `id` (its existence, sharing and access). */
  standing(database: Database, actor: Actor, id: number): Promise<TargetStanding>;
  /** The names of those targets that still exist; an id missing from the answer was deleted. */
  names(db: Db, ids: readonly number[]): Promise<Map<number, string>>;
  /** Ids of the targets whose name contains `text` (the FIN Admin's search). */
  idsNamed(db: Db, text: string): Promise<number[]>;
  /**
   * The file of target `id` on the latest data, produced as `owner` would download it; its download
   * is recorded (recordDownload) under the owner. Throws `TargetUnusable` when the owner may no
   * longer have it (the subscription then stops with that reason), anything else to be retried.
   */
  produce(database: Database, owner: Actor, id: number, request: DeliveryRequest): Promise<DeliveryFile>;
};

/** The owner may no longer have the target delivered; the message says why. */
export class TargetUnusable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TargetUnusable';
  }
}

const targets = new Map<SubscriptionTargetKind, SubscriptionTarget>();

/**
 * Makes a kind of target subscribable. Until a kind is registered, subscribing to one is refused
 * as a target that does not exist.
 */
export function registerSubscriptionTarget(kind: SubscriptionTargetKind, target: SubscriptionTarget): void {
  targets.set(kind, target);
}

export const targetOf = (kind: SubscriptionTargetKind): SubscriptionTarget | undefined => targets.get(kind);

/** The kind and id a subscription row (or a create body) points at. */
export function targetRef(row: { advancedQueryId: number | null; reportId: number | null }): {
  kind: SubscriptionTargetKind;
  id: number;
} {
  return row.advancedQueryId !== null
    ? { kind: 'query', id: row.advancedQueryId }
    : { kind: 'report', id: row.reportId ?? 0 };
}
