import { MESSAGES } from '@fin-atlas/domain';
import { ActionIcon, Button, Container, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { type InstitutionHit, InstitutionTable, InstitutionTypeahead } from '../institutions';
import { OwnInstitutionOffer } from './OwnInstitutionOffer';
import { SelectionSummary } from './SelectionSummary';
import { ANALYTICS_MODULES, type AnalyticsModule, afterInstitutionPath } from './selection-modules';
import { addInstitution, removeInstitution, selectInstitution } from './selection-state';
import { useAnalyticsSelection } from './use-analytics-selection';

function SelectInstitutionPage({ moduleId }: { moduleId: AnalyticsModule }) {
  const module = ANALYTICS_MODULES[moduleId];
  const [selection, update] = useAnalyticsSelection(moduleId);
  const [missing, setMissing] = useState(false);
  const navigate = useNavigate();
  const chosen = selection.institutions;

  const pick = (hit: InstitutionHit) => {
    setMissing(false);
    update((state) =>
      module.multipleInstitutions ? addInstitution(state, hit) : selectInstitution(state, hit),
    );
  };

  const proceed = () => {
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    navigate(afterInstitutionPath(module, chosen.length));
  };

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Select Institution"
        description={
          module.multipleInstitutions
            ? `${module.name}: choose the institutions to report on, then order them and pick a peer group.`
            : `${module.name}: choose the bank, holding company or credit union to study.`
        }
        actions={<Button onClick={proceed}>Continue</Button>}
      />
      <SelectionSummary module={module} selection={selection} />
      <Stack gap="lg">
        <InstitutionTypeahead
          label={module.multipleInstitutions ? 'Add an institution' : 'Find an institution'}
          excludeIds={chosen.map((i) => i.id)}
          autoFocus
          onPick={pick}
        />
        <OwnInstitutionOffer chosenIds={chosen.map((i) => i.id)} onPick={pick} />
        {missing ? <FormAlert>{MESSAGES.selection.selectInstitution}</FormAlert> : null}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chosen-institutions">
          <Title order={2} fz="lg" mb="sm" id="chosen-institutions">
            {module.multipleInstitutions ? 'Selected institutions' : 'Selected institution'}
          </Title>
          {chosen.length === 0 ? (
            <EmptyState
              title="No institution selected"
              description="Search above by name, RSSD ID, FDIC certificate, NCUA charter or routing number."
              py="md"
            />
          ) : (
            <InstitutionTable
              rows={chosen}
              caption="Selected institutions"
              numbered={module.multipleInstitutions}
              actions={(row) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${row.name}`}
                  onClick={() => update((state) => removeInstitution(state, row.id))}
                >
                  ×
                </ActionIcon>
              )}
            />
          )}
          {module.multipleInstitutions && chosen.length > 1 ? (
            <Text fz="sm" c="dimmed" mt="sm">
              The first institution is the subject of the report; you can change the order on the next step.
            </Text>
          ) : null}
        </Paper>
        <Group justify="flex-end">
          <Button onClick={proceed}>Continue</Button>
        </Group>
      </Stack>
    </Container>
  );
}

export function AdvisorSelectInstitutionPage() {
  return <SelectInstitutionPage moduleId="advisor" />;
}

export function ReporterSelectInstitutionPage() {
  return <SelectInstitutionPage moduleId="reporter" />;
}

export function ProfileSelectInstitutionPage() {
  return <SelectInstitutionPage moduleId="fin_profile" />;
}
