import { Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { InstitutionTable } from '../institutions';
import { useSuggestedPeers } from './api';
import type { PickedInstitution } from './builder-draft';

type SuggestedPeersPanelProps = {
  institution: { id: number; name: string };
  onUse: (picks: PickedInstitution[]) => void;
};

/** Institutions most like the selected one (size, market, loan and deposit mix), to start a group from. */
export function SuggestedPeersPanel({ institution, onUse }: SuggestedPeersPanelProps) {
  const suggested = useSuggestedPeers(institution.id);
  const peers = suggested.data?.peers ?? [];
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  // New suggestions start all included.
  useEffect(() => {
    setChosen(new Set(suggested.data?.peers.map((p) => p.id) ?? []));
  }, [suggested.data]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="suggested-peers-title">
      <Group justify="space-between" mb="xs">
        <div>
          <Title order={2} fz="lg" id="suggested-peers-title">
            Suggested peers
          </Title>
          <Text fz="sm" c="dimmed">
            Ranked by similarity to {institution.name}: size, market, loan mix and deposit mix.
          </Text>
        </div>
        <Button
          variant="light"
          disabled={chosen.size === 0}
          onClick={() =>
            onUse(
              peers
                .filter((p) => chosen.has(p.id))
                .map((p) => ({ id: p.id, name: p.name, city: p.city, state: p.state })),
            )
          }
        >
          Build a group from {chosen.size} suggested
        </Button>
      </Group>
      {suggested.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={28} />
          ))}
        </Stack>
      ) : suggested.isError ? (
        <FormAlert>{errorMessage(suggested.error)}</FormAlert>
      ) : peers.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No comparable institutions with data at the latest quarter.
        </Text>
      ) : (
        <InstitutionTable
          rows={peers}
          caption="Suggested peers"
          extraColumn={{
            title: 'Why',
            render: (peer) => (
              <Text fz="xs" c="dimmed">
                {Math.round(peer.similarity * 100)}% alike
                {peer.reasons.length ? ` · ${peer.reasons.join(' · ')}` : ''}
              </Text>
            ),
          }}
          actions={(peer) => (
            <Checkbox
              aria-label={`Include ${peer.name}`}
              checked={chosen.has(peer.id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.currentTarget.checked) next.add(peer.id);
                else next.delete(peer.id);
                setChosen(next);
              }}
            />
          )}
        />
      )}
    </Paper>
  );
}
