import type { DownloadIdentified } from '@fin-atlas/domain';
import { Button, Card, Code, FileInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { formatDateTime } from '../../ui/format';
import { useIdentifyDownload } from './api';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </div>
  );
}

function Answer({ found }: { found: DownloadIdentified }) {
  const d = found.download;
  return (
    <Card
      withBorder
      padding="md"
      bg="var(--mantine-color-gray-0)"
      aria-label="Who downloaded the file"
      role="region"
    >
      <Text fw={700} mb="sm">
        Downloaded by {d.user ? `${d.user.user_name} (${d.user.email})` : 'a deleted user'} on{' '}
        {formatDateTime(d.created_at)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Fact label="Fingerprint">
          <Code>{found.fingerprint}</Code>
        </Fact>
        <Fact label="Client group">{d.group?.name ?? '—'}</Fact>
        <Fact label="Impersonated by">
          {d.impersonator ? `${d.impersonator.user_name} (${d.impersonator.email})` : 'Nobody'}
        </Fact>
        <Fact label="Kind">{d.kind}</Fact>
        <Fact label="File">
          {d.file_name} ({d.format.toUpperCase()}, {d.row_count.toLocaleString('en-US')} rows)
        </Fact>
        <Fact label="What it held">{d.description}</Fact>
      </SimpleGrid>
      {Object.keys(d.params).length ? (
        <Text fz="xs" c="dimmed" mt="sm">
          Parameters: <Code>{JSON.stringify(d.params)}</Code>
        </Text>
      ) : null}
    </Card>
  );
}

/** Upload a file found elsewhere; the fingerprint inside it names who downloaded it, when and what. */
export function IdentifyDownload() {
  const identify = useIdentifyDownload();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    identify.reset();
    if (!file) return setProblem('Choose the downloaded file to identify.');
    try {
      await identify.mutateAsync(file);
    } catch (error) {
      if (isApiError(error) && error.status === 422) setProblem(errorMessage(error));
    }
  };
  return (
    <Card withBorder padding="md" component="section" aria-label="Identify a downloaded file">
      <Title order={2} fz="md" mb={4}>
        Identify a downloaded file
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        Every Excel and CSV file FIN Atlas produces carries a fingerprint in its notice row, its document
        properties and a hidden sheet. Upload a file found outside a client to see who downloaded it.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <FileInput
              label="Downloaded file"
              placeholder="Choose an .xlsx or .csv file"
              accept=".xlsx,.csv,.txt"
              value={file}
              onChange={setFile}
              clearable
              w={360}
            />
            <Button type="submit" loading={identify.isPending}>
              Identify
            </Button>
          </Group>
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          {identify.data ? <Answer found={identify.data} /> : null}
        </Stack>
      </form>
    </Card>
  );
}
