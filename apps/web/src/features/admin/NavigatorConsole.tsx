import { Container, Group, Stack, Switch, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';

type NavigatorConsoleProps = {
  title: string;
  description: string;
  /** What is curated: 'query' / 'queries', 'report' / 'reports'. */
  noun: { one: string; many: string };
  /** Every item, not only navigator ones: its label, "Every saved query". */
  everyLabel: string;
  search: string;
  onSearch: (search: string) => void;
  all: boolean;
  onAll: (all: boolean) => void;
  list: UseQueryResult<{ truncated: boolean }>;
  rowCount: number;
  /** The table of the rows. */
  children: ReactNode;
  /** Dialogs the rows open. */
  dialogs?: ReactNode;
};

/**
 * A FIN Admin navigator console (navigator_groups, navigator_reports): the items offered to every
 * user, searched by name on the server, with a switch to find any item and mark it.
 */
export function NavigatorConsole({
  title,
  description,
  noun,
  everyLabel,
  search,
  onSearch,
  all,
  onAll,
  list,
  rowCount,
  children,
  dialogs,
}: NavigatorConsoleProps) {
  const capitalised = `${noun.one[0]?.toUpperCase()}${noun.one.slice(1)}`;
  return (
    <Container size="xl" py="lg">
      <PageHeader title={title} description={description} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <SearchField
            label="Search by name"
            value={search}
            onSearch={onSearch}
            placeholder={`${capitalised} name`}
          />
          <Switch
            label={`${everyLabel}, to mark one`}
            checked={all}
            onChange={(e) => onAll(e.currentTarget.checked)}
          />
        </Group>
        <ListState
          isPending={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          errorText={list.isError ? errorMessage(list.error) : null}
          isEmpty={rowCount === 0}
          emptyTitle={
            all ? `No ${everyLabel.replace(/^Every /, '')} matches` : `No navigator ${noun.many} yet`
          }
          emptyDescription={all ? undefined : `Turn on “${everyLabel}” to find one and mark it.`}
        >
          {children}
          {list.data?.truncated ? (
            <Text fz="sm" c="dimmed" mt="xs">
              The first 100 are shown; narrow the search to see others.
            </Text>
          ) : null}
        </ListState>
      </Stack>
      {dialogs}
    </Container>
  );
}
