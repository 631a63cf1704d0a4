import { type FitInstitution, VENDOR_FIT_LIMITS } from '@fin-atlas/domain';
import { Button, Card, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { firmographicLine, InstitutionTable } from '../institutions';
import { useFitInstitutions } from './api';
import { SolutionChoice } from './SolutionChoice';

/**
 * `/fi_prospect/vendor_fit/select_institution`: the first two steps of VendorFit. Find a bank or
 * credit union (name, city or certificate; the first 20 matches), then the solution to predict
 * for, each with how accurate its model has been; the predictions open from there.
 */
export function SelectInstitutionPage() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 250);
  const [picked, setPicked] = useState<FitInstitution | null>(null);
  const search = useFitInstitutions(query);
  const hits = search.data?.institutions ?? [];
  const waiting = search.isFetching || query.trim() !== text.trim();

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="VendorFit: Select Institution"
        description="Choose a bank or credit union, then a solution: VendorFit ranks the products that fit it and shows why."
      />
      {picked ? (
        <Stack gap="md">
          <Card withBorder padding="md">
            <Group justify="space-between">
              <div>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  Institution
                </Text>
                <Text fw={700}>{picked.name}</Text>
                <Text fz="sm" c="dimmed">
                  {firmographicLine(picked)}
                </Text>
              </div>
              <Button variant="default" onClick={() => setPicked(null)}>
                Change institution
              </Button>
            </Group>
          </Card>
          <SolutionChoice institution={picked} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <TextInput
            label="Institution"
            placeholder="Name, city or FDIC certificate / NCUA charter"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rightSection={waiting && text.trim() ? <Loader size={16} /> : null}
            autoFocus
            maw={560}
          />
          {text.trim() === '' ? (
            <Text fz="sm" c="dimmed">
              Type to search the active banks and credit unions; the first {VENDOR_FIT_LIMITS.institutionList}{' '}
              matches are listed.
            </Text>
          ) : hits.length > 0 ? (
            <InstitutionResults hits={hits} onPick={setPicked} />
          ) : waiting ? (
            <Text fz="sm" c="dimmed">
              Searching…
            </Text>
          ) : (
            <Text fz="sm" c="dimmed">
              No bank or credit union matches “{text.trim()}”.
            </Text>
          )}
        </Stack>
      )}
    </Container>
  );
}

function InstitutionResults({
  hits,
  onPick,
}: {
  hits: FitInstitution[];
  onPick: (institution: FitInstitution) => void;
}) {
  return (
    <>
      <Title order={2} fz="md" mt="xs">
        Matching institutions
      </Title>
      <InstitutionTable
        rows={hits}
        caption="Matching institutions"
        actions={(hit) => (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onPick(hit)}
            aria-label={`Select ${hit.name}`}
          >
            Select
          </Button>
        )}
      />
    </>
  );
}
