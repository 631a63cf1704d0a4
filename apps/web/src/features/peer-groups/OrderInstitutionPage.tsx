import { MESSAGES } from '@fin-atlas/domain';
import { ActionIcon, Anchor, Button, Container, Group, Paper, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { InstitutionTable } from '../institutions';
import { SelectionSummary } from './SelectionSummary';
import { ANALYTICS_MODULES } from './selection-modules';
import { moveInstitution, removeInstitution } from './selection-state';
import { useAnalyticsSelection } from './use-analytics-selection';

/** Reporter: the order the chosen institutions appear in the report; the first is the subject. */
export function OrderInstitutionPage() {
  const module = ANALYTICS_MODULES.reporter;
  const [selection, update] = useAnalyticsSelection('reporter');
  const navigate = useNavigate();
  const chosen = selection.institutions;

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Order Institutions"
        description="Reports list the institutions in this order; the first is the subject compared with the peer group."
        actions={
          <Button
            onClick={() => navigate(module.selectPeerGroupPath ?? module.nextPath)}
            disabled={chosen.length === 0}
          >
            Continue
          </Button>
        }
      />
      <SelectionSummary module={module} selection={selection} />
      {chosen.length === 0 ? (
        <FormAlert>
          {MESSAGES.selection.selectInstitution}{' '}
          <Anchor component={Link} to={module.selectInstitutionPath}>
            Select institution
          </Anchor>
        </FormAlert>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <InstitutionTable
              rows={chosen}
              caption="Report order"
              numbered
              actions={(row, index) => (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${row.name} up`}
                    disabled={index === 0}
                    onClick={() => update((state) => moveInstitution(state, row.id, -1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={`Move ${row.name} down`}
                    disabled={index === chosen.length - 1}
                    onClick={() => update((state) => moveInstitution(state, row.id, 1))}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${row.name}`}
                    onClick={() => update((state) => removeInstitution(state, row.id))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              )}
            />
          </Paper>
          <Group justify="space-between">
            <Button variant="default" component={Link} to={module.selectInstitutionPath}>
              Add institutions
            </Button>
            <Button onClick={() => navigate(module.selectPeerGroupPath ?? module.nextPath)}>Continue</Button>
          </Group>
        </Stack>
      )}
    </Container>
  );
}
