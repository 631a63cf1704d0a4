import { quarterLabel } from './quarter-label.js';

type Inactive = {
  last_period: string | null;
  ended: { kind: string; on: string; acquirer_name: string | null } | null;
};

/**
 * How an inactive institution is marked where it is listed: "merged into Juniper Bank, Q1 2023",
 * "failed, Q2 2024", or "inactive since Q4 2022" when no event is recorded.
 */
export function inactiveNote({ last_period, ended }: Inactive): string {
  if (ended?.kind === 'merger' && ended.on)
    return `merged into ${ended.acquirer_name ?? 'another institution'}, ${quarterLabel(ended.on)}`;
  if (ended?.kind === 'failure' && ended.on)
    return `failed, ${quarterLabel(ended.on)}${ended.acquirer_name ? ` (acquired by ${ended.acquirer_name})` : ''}`;
  return last_period ? `inactive since ${quarterLabel(last_period)}` : 'inactive';
}
