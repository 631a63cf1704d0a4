import { INTENT_MESSAGES } from '@fin-atlas/domain';
import { Anchor, Container, Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';

type SignalScreenProps = {
  back: { to: string; label: string };
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** The signal of the path (0 when the path holds no valid id); null when there is none to load. */
  id: number | null;
  /** The call that loads it. */
  detail: { isPending: boolean; isError: boolean; error: unknown };
  /** The institution lists use the full width; definitions read better narrower. */
  wide?: boolean;
  children: ReactNode;
};

/** A screen of one signal: the way back, its header, and what it says while the signal loads or is not found. */
export function SignalScreen({
  back,
  title,
  description,
  actions,
  id,
  detail,
  wide,
  children,
}: SignalScreenProps) {
  return (
    <Container {...(wide ? { fluid: true, px: 'lg', maw: 1600 } : { size: 'xl' })} py="lg">
      <Anchor component={Link} to={back.to} fz="sm">
        ← {back.label}
      </Anchor>
      <PageHeader title={title} description={description} actions={actions} />
      {id === 0 ? <FormAlert>{INTENT_MESSAGES.signalNotFound}</FormAlert> : null}
      {detail.isError ? <FormAlert>{errorMessage(detail.error)}</FormAlert> : null}
      {id && detail.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading signal" />
        </Group>
      ) : null}
      {id === 0 ? null : children}
    </Container>
  );
}

/** "Core Processing · Banks preparing a conversion": a signal's solution and description. */
export const signalLine = (signal: { solution: { name: string } | null; description: string }): string =>
  [signal.solution?.name, signal.description].filter(Boolean).join(' · ');
