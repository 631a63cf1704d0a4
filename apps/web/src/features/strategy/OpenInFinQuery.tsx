import { institutionListQuery, STRATEGY_LIMITS } from '@fin-atlas/domain';
import { Button, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { savedQueryPath } from '../../core/routing';
import { SaveQueryModal } from '../fin-query';
import type { StrategyAccess } from './strategy-access';

type OpenInFinQueryProps = {
  /** The institutions of the list, best or largest first. */
  ids: readonly number[];
  /** More institutions than a list can pick (only the first ones are in `ids`). */
  truncated?: boolean;
  /** The name the save dialog suggests. */
  name: string;
  description: string;
  access: StrategyAccess;
  label?: string;
  size?: 'xs' | 'sm';
};

/**
 * Hands a list of institutions to FIN Query: saved (through FIN Query's own save dialog and call) as
 * a query of one Select Institutions rule, found afterwards in Saved Reports, and opened in the
 * builder at once (with its results when the user may see lists).
 */
export function OpenInFinQuery({
  ids,
  truncated = false,
  name,
  description,
  access,
  label = 'Open in FIN Query',
  size = 'sm',
}: OpenInFinQueryProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const reason = !access.finQuery
    ? 'FIN Query opens lists of institutions; your subscription does not include it.'
    : ids.length === 0
      ? 'There are no institutions to list.'
      : truncated
        ? `A list holds at most ${STRATEGY_LIMITS.maxListIds.toLocaleString('en-US')} institutions: the first ones are saved.`
        : null;
  const button = (
    <Button
      size={size}
      variant="light"
      disabled={!access.finQuery || ids.length === 0}
      onClick={() => setOpen(true)}
    >
      {label}
    </Button>
  );
  return (
    <>
      {reason ? (
        <Tooltip label={reason} withArrow multiline w={260}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {access.finQuery ? (
        <SaveQueryModal
          opened={open}
          onClose={() => setOpen(false)}
          draft={{
            name,
            description,
            group_ids: [],
            save_as_peer_group: false,
            is_global: false,
          }}
          query={institutionListQuery(ids)}
          queryType="fin_query"
          onSaved={(saved) => navigate(savedQueryPath(saved.id, access.prospectList))}
        />
      ) : null}
    </>
  );
}
