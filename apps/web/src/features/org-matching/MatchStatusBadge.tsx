import type { OrgRowStatus } from '@fin-atlas/domain';
import { Badge } from '@mantine/core';

export const STATUS_LABELS: Record<OrgRowStatus, string> = {
  matched: 'Matched',
  confirmed: 'Confirmed',
  review: 'Needs review',
  rejected: 'Rejected',
  unmatched: 'Not matched',
};

const COLORS: Record<OrgRowStatus, string> = {
  matched: 'teal',
  confirmed: 'green',
  review: 'orange',
  rejected: 'gray',
  unmatched: 'red',
};

export function MatchStatusBadge({ status }: { status: OrgRowStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);
