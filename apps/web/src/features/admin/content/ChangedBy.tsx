import { Text } from '@mantine/core';

/** When a content change was made, with who made it beneath. */
export function ChangedBy({ at, by }: { at: string; by: string | null | undefined }) {
  return (
    <>
      {at}
      {by ? (
        <Text fz="xs" c="dimmed">
          {by}
        </Text>
      ) : null}
    </>
  );
}
