import { type FiType, INDUSTRY_REPORTER_LIMITS, type IndustryFiGroup, MESSAGES } from '@fin-atlas/domain';
import {
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useFiGroups } from './api';
import { IndustrySelection } from './IndustrySelection';
import { IndustrySteps } from './IndustrySteps';
import { type IndustryArea, nextStep, stepPath } from './steps';
import { useIndustryState } from './use-industry-state';

const SECTIONS: { kind: IndustryFiGroup['kind']; title: string }[] = [
  { kind: 'industry', title: 'Whole industries' },
  { kind: 'peer_group', title: 'Peer groups' },
  { kind: 'query', title: 'Saved queries and custom FI groups' },
];

const MEMBERS_OF_TYPE: Record<FiType, string> = {
  bank: 'Banks',
  bhc: 'Holding companies',
  credit_union: 'Credit unions',
};

function GroupChoice({ group, disabled }: { group: IndustryFiGroup; disabled: boolean }) {
  const facts = [
    group.member_count === null ? null : `${group.member_count.toLocaleString('en-US')} institutions`,
    group.kind === 'industry' ? null : group.fi_type ? MEMBERS_OF_TYPE[group.fi_type] : 'Mixed types',
    group.owner ? `by ${group.owner}` : null,
  ].filter(Boolean);
  return (
    <Checkbox
      value={group.ref}
      disabled={disabled}
      label={
        <Group gap="xs" wrap="nowrap">
          <span>{group.name}</span>
          {group.is_global && group.kind === 'query' ? (
            <Badge size="xs" variant="light">
              Navigator
            </Badge>
          ) : null}
        </Group>
      }
      description={facts.join(' · ')}
    />
  );
}

/**
 * The group step (/reports/industry_reporter/select_fi_group and the Analytics twin): whole
 * industries, peer groups and saved queries; up to INDUSTRY_REPORTER_LIMITS.maxGroups side by side.
 */
export function SelectFiGroupPage({ area }: { area: IndustryArea }) {
  const [state, update] = useIndustryState();
  const navigate = useNavigate();
  const list = useFiGroups();
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const groups = list.data?.groups ?? [];
  const words = search.trim().toLowerCase();
  const shown = groups.filter((g) => words === '' || g.name.toLowerCase().includes(words));
  const full = state.selectedGroups.length >= INDUSTRY_REPORTER_LIMITS.maxGroups;

  const proceed = () => {
    if (state.selectedGroups.length === 0) {
      setMessage(MESSAGES.selection.selectFiGroup);
      return;
    }
    navigate(stepPath(area, nextStep(area, 'group')));
  };

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Select FI Group"
        description={`Industry Reporter: the groups whose industry figures to compare (up to ${INDUSTRY_REPORTER_LIMITS.maxGroups}).`}
        actions={<Button onClick={proceed}>Continue</Button>}
      />
      <IndustrySteps area={area} step="group" />
      <IndustrySelection state={state} />
      <Stack gap="md">
        {message ? <FormAlert>{message}</FormAlert> : null}
        <TextInput
          label="Find a group"
          placeholder="Name of a peer group or saved query"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        <ListState
          isPending={list.isPending}
          isFetching={list.isFetching && !list.isPending}
          errorText={list.isError ? errorMessage(list.error) : null}
          isEmpty={shown.length === 0}
          emptyTitle="No FI group matches"
          emptyDescription="Try another name, or build a peer group or a FIN Query first."
        >
          <Checkbox.Group
            aria-label="FI groups"
            value={state.selectedGroups}
            onChange={(refs) => {
              setMessage(null);
              update((s) => ({
                ...s,
                selectedGroups: refs.slice(0, INDUSTRY_REPORTER_LIMITS.maxGroups),
                runId: null,
              }));
            }}
          >
            <Stack gap="md">
              {SECTIONS.map((section) => {
                const entries = shown.filter((g) => g.kind === section.kind);
                if (entries.length === 0) return null;
                return (
                  <Paper
                    key={section.kind}
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
                      {entries.map((group) => (
                        <GroupChoice
                          key={group.ref}
                          group={group}
                          disabled={full && !state.selectedGroups.includes(group.ref)}
                        />
                      ))}
                    </Stack>
                  </Paper>
                );
              })}
            </Stack>
          </Checkbox.Group>
        </ListState>
        {full ? (
          <Text fz="sm" c="dimmed">
            {INDUSTRY_REPORTER_LIMITS.maxGroups} groups chosen: clear one to choose another.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={proceed}>Continue</Button>
        </Group>
      </Stack>
    </Container>
  );
}
