import { hiddenResultCount, MESSAGE_TEMPLATES, MESSAGES } from '@fin-atlas/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ResultColumnProps = {
  heading: string;
  viewAll: { label: string; to: string };
  emptyText: string;
  /** How many results the server returned for this column. */
  total: number;
  /** How many are shown now (default or expanded limit). */
  limit: number;
  defaultLimit: number;
  onExpand: () => void;
  onCollapse: () => void;
  /** The visible entries, already cut to `limit`. */
  children: ReactNode;
};

/** One of the two product search columns: heading, 'View All' link, entries, '...and N more' / '...View Less'. */
export function ResultColumn(props: ResultColumnProps) {
  const hidden = hiddenResultCount(props.total, props.limit);
  const expanded = props.limit > props.defaultLimit;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={props.heading}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="sm" fw={700} c="dimmed" style={{ letterSpacing: 0.6 }}>
          {props.heading}
        </Title>
        <Anchor component={Link} to={props.viewAll.to} fz="sm">
          {props.viewAll.label}
        </Anchor>
      </Group>
      {props.total === 0 ? (
        <Text c="dimmed" fz="sm">
          {props.emptyText}
        </Text>
      ) : (
        <Stack gap={6}>
          {props.children}
          {hidden > 0 ? (
            <Anchor component="button" type="button" fz="sm" ta="left" onClick={props.onExpand}>
              {MESSAGE_TEMPLATES.andMore(hidden)}
            </Anchor>
          ) : null}
          {expanded && props.total > props.defaultLimit ? (
            <Anchor component="button" type="button" fz="sm" ta="left" onClick={props.onCollapse}>
              {MESSAGES.search.viewLess}
            </Anchor>
          ) : null}
        </Stack>
      )}
    </Paper>
  );
}
