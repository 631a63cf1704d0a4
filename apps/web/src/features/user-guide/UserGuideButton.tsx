import { Button } from '@mantine/core';

/** The current module's user guide, when it has one (spec section 1). */
export function UserGuideButton({ url, moduleName }: { url: string | null; moduleName: string }) {
  if (!url) return null;
  return (
    <Button
      component="a"
      href={url}
      download
      variant="light"
      size="xs"
      aria-label={`Download the ${moduleName} user guide`}
      leftSection={<span aria-hidden>⤓</span>}
    >
      User guide
    </Button>
  );
}
