import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useSignal, useSignals } from './api';
import { SIGNALS_PATH, signalViewPath } from './paths';
import { ScoresAsOf } from './ScoresAsOf';
import { SignalDefinition } from './SignalDefinition';
import { SignalScreen, signalLine } from './SignalScreen';
import { useSignalId } from './use-signal-id';

/** `/fi_prospect/intent/signals/{id}`: how a signal is defined, and its levels quarter by quarter. */
export function SignalDefinitionPage() {
  const id = useSignalId();
  const detail = useSignal(id);
  const signal = detail.data;
  // The list says whether the scores rest on demo data.
  const isDemo = useSignals({}).data?.is_demo ?? false;
  return (
    <SignalScreen
      back={{ to: SIGNALS_PATH, label: 'All signals' }}
      title={signal?.name ?? 'Signal'}
      description={signal ? signalLine(signal) : undefined}
      actions={
        signal ? (
          <>
            <ScoresAsOf period={signal.period} isDemo={isDemo} />
            <Button component={Link} to={signalViewPath(id)}>
              Institutions at each level
            </Button>
          </>
        ) : null
      }
      id={id}
      detail={detail}
    >
      {signal ? <SignalDefinition signal={signal} /> : null}
    </SignalScreen>
  );
}
