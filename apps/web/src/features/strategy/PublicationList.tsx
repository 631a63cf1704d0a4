import type { Publication } from '@fin-atlas/domain';
import { Anchor, Badge, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { publicationFileUrl } from './api';

/** Publications whose title says "(demo)" were written for the demo, and say so on screen too. */
export const isDemoPublication = (p: Publication): boolean => /\(demo\)/i.test(p.title);

const size = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const date = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** The library's cards: title, date, summary, readers and the PDF; `actions` adds a FIN Admin's buttons. */
export function PublicationList({
  publications,
  total,
  page,
  perPage,
  onPage,
  actions,
}: {
  publications: readonly Publication[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  actions?: (publication: Publication) => ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack gap="sm">
      {publications.map((p) => (
        <Card key={p.id} withBorder radius="md" padding="md" data-testid="publication">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={700}>{p.title}</Text>
                {isDemoPublication(p) ? (
                  <Badge size="xs" color="dark.6">
                    Demo
                  </Badge>
                ) : null}
              </Group>
              <Text fz="xs" c="dimmed">
                {date(p.published_on)} · PDF, {size(p.size_bytes)} ·{' '}
                {p.all_groups
                  ? 'All clients'
                  : p.groups.map((g) => g.name).join(', ') || 'Chosen client groups'}
              </Text>
              {p.summary ? <Text fz="sm">{p.summary}</Text> : null}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Anchor href={publicationFileUrl(p.id)} download fz="sm" fw={600}>
                Download PDF
              </Anchor>
              {actions?.(p)}
            </Group>
          </Group>
        </Card>
      ))}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={onPage} size="sm" /> : null}
    </Stack>
  );
}
