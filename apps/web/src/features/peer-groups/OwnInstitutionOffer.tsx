import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useProfile } from '../../core/session/use-profile';
import { useSession } from '../../core/session/use-session';
import { firmographicLine, type InstitutionHit, useInstitutionHits } from '../institutions';

/** The active institution whose name is the user's company name, when exactly one is. */
export function ownInstitution(hits: readonly InstitutionHit[], companyName: string): InstitutionHit | null {
  const name = companyName.trim().toLowerCase();
  if (name === '') return null;
  const same = hits.filter((h) => h.name.trim().toLowerCase() === name && !h.inactive && h.fi_type !== 'bhc');
  return same.length === 1 ? (same[0] ?? null) : null;
}

/**
 * An institution user (FI menu) starts from their own institution: until it is chosen, the active
 * institution named like their company is offered as the default, one click away.
 */
export function OwnInstitutionOffer({
  chosenIds,
  onPick,
}: {
  /** Already chosen: the offer steps aside once the user's institution is among them. */
  chosenIds: readonly number[];
  onPick: (institution: InstitutionHit) => void;
}) {
  const { user } = useSession();
  const fiUser = user?.is_fi_menu === true;
  const profile = useProfile();
  const companyName = fiUser ? (profile.data?.company_name ?? '') : '';
  const search = useInstitutionHits(companyName);
  const own = ownInstitution(search.data?.institutions ?? [], companyName);
  if (!own || chosenIds.includes(own.id)) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="own-institution">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} fz="md" id="own-institution">
            Your institution
          </Title>
          <Text fw={500}>{own.name}</Text>
          <Text fz="xs" c="dimmed">
            {firmographicLine(own)}
          </Text>
        </div>
        <Button variant="light" onClick={() => onPick(own)}>
          Use {own.name}
        </Button>
      </Group>
    </Paper>
  );
}
