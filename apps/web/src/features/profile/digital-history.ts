import {
  DIGITAL_CHANNELS_UNKNOWN_VENDOR,
  type DigitalChannel,
  type InstitutionDigitalChannels,
} from '@fin-atlas/domain';

type Point = InstitutionDigitalChannels['history'][number];

/** One channel's point of a quarter, marked when its vendor differs from the quarter before. */
export type ChannelQuarter = Point & { switchedFrom: string | null };

/** A row of the history table: one quarter with each channel's point (absent when not tracked). */
export type HistoryQuarter = { period: string } & Partial<Record<DigitalChannel, ChannelQuarter>>;

/** The vendor as a reader names it: an app without a known vendor was built in-house or is unresearched. */
export const vendorLabel = (name: string | null): string => name ?? DIGITAL_CHANNELS_UNKNOWN_VENDOR;

/**
 * The history by quarter, newest first. A channel's point records the vendor it switched from when
 * the previous quarter with that channel named another vendor (an in-house app counts as a vendor
 * of its own, so moving to or from one is a switch too).
 */
export function historyByQuarter(history: readonly Point[]): HistoryQuarter[] {
  const byPeriod = new Map<string, HistoryQuarter>();
  const previous = new Map<DigitalChannel, string>();
  const ordered = [...history].sort((a, b) => a.period.localeCompare(b.period));
  for (const point of ordered) {
    const vendor = vendorLabel(point.vendor_name);
    const before = previous.get(point.channel);
    const row = byPeriod.get(point.period) ?? { period: point.period };
    row[point.channel] = {
      ...point,
      switchedFrom: before !== undefined && before !== vendor ? before : null,
    };
    byPeriod.set(point.period, row);
    previous.set(point.channel, vendor);
  }
  return [...byPeriod.values()].reverse();
}

/** How many vendor switches the history holds per channel. */
export function switchCount(rows: readonly HistoryQuarter[], channel: DigitalChannel): number {
  return rows.filter((r) => r[channel]?.switchedFrom).length;
}
