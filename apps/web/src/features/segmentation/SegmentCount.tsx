import { SEGMENTATION_LIMITS } from '@fin-atlas/domain';
import { Badge, Loader, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '../../core/api/api-error';
import { type CountRequest, useSegmentCount } from './api';

/**
 * A segment's live count among the population, asked once typing pauses. An incomplete segment
 * shows nothing; one the server refuses shows why.
 */
export function SegmentCount({ request, label }: { request: CountRequest | null; label: string }) {
  const [debounced] = useDebouncedValue(request, SEGMENTATION_LIMITS.countDebounceMs);
  // A request typed after the pause is compared by content: the same segment keeps its answer.
  const settled = JSON.stringify(debounced) === JSON.stringify(request) ? debounced : null;
  const count = useSegmentCount(settled);
  if (!request) {
    return (
      <Text fz="sm" c="dimmed" aria-label={`${label} count`}>
        –
      </Text>
    );
  }
  if (count.isError) {
    return (
      <Tooltip label={errorMessage(count.error)} multiline w={260}>
        <Badge color="red" variant="light" aria-label={`${label} count`}>
          Invalid
        </Badge>
      </Tooltip>
    );
  }
  if (!count.data || count.isFetching || !settled) {
    return <Loader size="xs" aria-label={`Counting ${label}`} />;
  }
  return (
    <Badge
      variant="light"
      color="atlasBlue"
      aria-label={`${label} count`}
      title={`of ${count.data.population.toLocaleString()}`}
    >
      {count.data.count.toLocaleString()}
    </Badge>
  );
}
