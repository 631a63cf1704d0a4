import { INTENT_LEVEL_LABELS, intentLevelQuery } from '@fin-atlas/domain';
import { Button, Tooltip } from '@mantine/core';
import { useSession } from '../../core/session/use-session';
import { useOpenInBuilder } from '../fin-query';
import { count } from './figures';

const LEVEL = 'in_depth_research';

/**
 * Opens FIN Query's builder with one FIN Intent rule: this signal at In-Depth Research. The list
 * stays live there (next quarter's in-depth institutions, not today's names), and the user narrows,
 * runs, prices or saves it like any query.
 */
export function AddToFinQuery({ signalId, inDepth }: { signalId: number; inDepth: number }) {
  const { user } = useSession();
  const openInBuilder = useOpenInBuilder();
  const finQuery = user?.module_permission.fin_query === true;
  const reason = !finQuery
    ? 'FIN Query builds lists of institutions; your subscription does not include it.'
    : inDepth === 0
      ? `No institution is at ${INTENT_LEVEL_LABELS[LEVEL]} on this signal.`
      : `${count(inDepth)} institutions at ${INTENT_LEVEL_LABELS[LEVEL]}, as a FIN Intent rule you can refine.`;
  return (
    <Tooltip label={reason} withArrow multiline w={280}>
      <span>
        <Button
          variant="light"
          disabled={!finQuery || inDepth === 0}
          onClick={() => openInBuilder(intentLevelQuery(signalId, LEVEL))}
        >
          Add in-depth institutions to FIN Query
        </Button>
      </span>
    </Tooltip>
  );
}
