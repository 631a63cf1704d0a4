import { INTENT_MESSAGES } from '@fin-atlas/domain';
import { Anchor, Button, Container, Group, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useSignal, useSignals } from './api';
import { SIGNALS_PATH, signalViewPath } from './paths';
import { ScoresAsOf } from './ScoresAsOf';
import { SignalDefinition } from './SignalDefinition';
import { useSignalId } from './use-signal-id';

/** `/fi_prospect/intent/signals/{id}`: how a signal is defined, and its levels quarter by quarter. */
export function SignalDefinitionPage() {
  const id = useSignalId();
  const detail = useSignal(id);
  const signal = detail.data;
  // The list says whether the scores rest on demo data.
  const isDemo = useSignals({}).data?.is_demo ?? false;
  return (
    <Container size="xl" py="lg">
      <Anchor component={Link} to={SIGNALS_PATH} fz="sm">
        ← All signals
      </Anchor>
      <PageHeader
        title={signal?.name ?? 'Signal'}
        description={
          signal ? [signal.solution?.name, signal.description].filter(Boolean).join(' · ') : undefined
        }
        actions={
          signal ? (
            <Group gap="sm">
              <ScoresAsOf period={signal.period} isDemo={isDemo} />
              <Button component={Link} to={signalViewPath(id)}>
                Institutions at each level
              </Button>
            </Group>
          ) : null
        }
      />
      {id === 0 ? <FormAlert>{INTENT_MESSAGES.signalNotFound}</FormAlert> : null}
      {detail.isError ? <FormAlert>{errorMessage(detail.error)}</FormAlert> : null}
      {detail.isPending && id > 0 ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading signal" />
        </Group>
      ) : null}
      {signal ? <SignalDefinition signal={signal} /> : null}
    </Container>
  );
}
