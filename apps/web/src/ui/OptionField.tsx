import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled control of a 'Report Options' panel (a segmented control has no label of its own). */
export function OptionField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" fw={500} mb={4} component="div">
        {label}
      </Text>
      {children}
    </div>
  );
}
