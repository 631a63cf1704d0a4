import type { AppStore, DigitalChannel } from '@fin-atlas/domain';

/**
 * A digital_channel_snapshots row as raw SQL reads it (dates as text, the rating cast to float8);
 * each reader selects the columns it needs.
 */
export type SnapshotRow = {
  institution_id: number;
  period: string;
  channel: DigitalChannel;
  store: AppStore;
  app_name: string;
  vendor_id: number | null;
  vendor_branded: boolean;
  app_type: number | null;
  launched_on: string | null;
  rating: number | null;
  rating_count: number | null;
  download_band: number | null;
  features: number[] | null;
  source: string;
};
