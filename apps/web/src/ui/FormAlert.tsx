import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

type FormAlertProps = {
  tone?: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
};

const COLORS = { error: 'red', success: 'teal', info: 'atlasBlue' } as const;

/** A message about a whole form; errors are announced at once, other notes politely. */
export function FormAlert({ tone = 'error', title, children }: FormAlertProps) {
  return (
    <Alert
      color={COLORS[tone]}
      variant="light"
      title={title}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {children}
    </Alert>
  );
}
