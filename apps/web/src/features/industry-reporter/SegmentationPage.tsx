import { type IndustrySegmentation, MESSAGES } from '@fin-atlas/domain';
import { Anchor, Badge, Button, Container, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { SEGMENT_SETS_PATH } from '../segmentation';
import { useSegmentations } from './api';
import { IndustrySelection } from './IndustrySelection';
import { IndustrySteps } from './IndustrySteps';
import { stepPath } from './steps';
import { useIndustryState } from './use-industry-state';

const NONE = 'none';

function SetChoice({ set }: { set: IndustrySegmentation }) {
  return (
    <Radio
      value={String(set.id)}
      label={
        <Group gap="xs" wrap="nowrap">
          <span>{set.name}</span>
          <Badge size="xs" variant="light" color={set.built_in ? 'gray' : 'grape'}>
            {set.built_in ? 'Built-in' : 'Custom'}
          </Badge>
        </Group>
      }
      description={set.segments.map((s) => s.name).join(' · ')}
    />
  );
}

/** The segmentation step: split every group by a built-in or custom segment set, or show them whole. */
export function SegmentationPage() {
  const [state, update] = useIndustryState();
  const navigate = useNavigate();
  const list = useSegmentations();
  const sets = list.data?.segmentations ?? [];
  const groupStep = stepPath('reports', 'group');
  const proceed = () => navigate(stepPath('reports', 'report'));

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Segmentation"
        description="Split each FI group into segments (each with its own industry figures beside the group's total), or keep the groups whole."
        actions={<Button onClick={proceed}>Continue</Button>}
      />
      <IndustrySteps area="reports" step="segmentation" />
      <IndustrySelection state={state} />
      <Stack gap="md">
        {state.selectedGroups.length === 0 ? (
          <FormAlert tone="info">
            {MESSAGES.selection.selectFiGroup}{' '}
            <Anchor component={Link} to={groupStep}>
              Select FI Group
            </Anchor>
          </FormAlert>
        ) : null}
        <ListState
          isPending={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          errorText={list.isError ? errorMessage(list.error) : null}
          isEmpty={false}
          emptyTitle=""
        >
          <Radio.Group
            name="segmentation"
            aria-label="Segment set"
            value={state.segmentId === null ? NONE : String(state.segmentId)}
            onChange={(value) =>
              update((s) => ({ ...s, segmentId: value === NONE ? null : Number(value), runId: null }))
            }
          >
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Radio value={NONE} label="None" description="Each group as a whole." />
              </Paper>
              {[
                { title: 'Built-in segment sets', entries: sets.filter((s) => s.built_in) },
                { title: 'Custom segment sets', entries: sets.filter((s) => !s.built_in) },
              ].map((section) =>
                section.entries.length === 0 ? null : (
                  <Paper
                    key={section.title}
                    withBorder
                    radius="md"
                    p="md"
                    component="section"
                    aria-label={section.title}
                  >
                    <Title order={2} fz="md" mb="sm">
                      {section.title}
                    </Title>
                    <Stack gap={10}>
                      {section.entries.map((set) => (
                        <SetChoice key={set.id} set={set} />
                      ))}
                    </Stack>
                  </Paper>
                ),
              )}
            </Stack>
          </Radio.Group>
        </ListState>
        <Text fz="sm" c="dimmed">
          Segments are FIN Query rules on one element (assets, a metric, a technology...), so a segment holds
          the institutions FIN Query would count for it.{' '}
          <Anchor component={Link} to={SEGMENT_SETS_PATH}>
            Write or edit your segment sets
          </Anchor>
        </Text>
        <Group justify="flex-end">
          <Button onClick={proceed}>Continue</Button>
        </Group>
      </Stack>
    </Container>
  );
}
