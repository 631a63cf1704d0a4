import { roleHasAbility } from '@fin-atlas/domain';
import { Select } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../core/session/use-session';
import { useClientGroups } from '../api';

export type ClientGroupChoice = {
  /** The group the page is about; null: the client admin's own (the server knows it). */
  groupId: number | null;
  /** False while a FIN Admin has not picked a client group yet. */
  ready: boolean;
  /** The FIN Admin's client group select (kept in the URL); nothing for a client admin. */
  picker: ReactNode;
};

/**
 * Which client group a client settings page edits: a client admin's own company; a FIN Admin, who
 * also reaches /admin, picks any client group.
 */
export function useClientGroupChoice(): ClientGroupChoice {
  const { user } = useSession();
  const finAdmin = roleHasAbility(user?.role.name ?? null, 'super_admin_board');
  const groups = useClientGroups(finAdmin);
  const [params, setParams] = useSearchParams();
  const picked = Number(params.get('group_id'));
  const groupId = finAdmin && Number.isInteger(picked) && picked > 0 ? picked : null;
  if (!finAdmin) return { groupId: null, ready: true, picker: null };
  const picker = (
    <Select
      label="Client group"
      description="As FIN Admin you edit any client’s settings."
      placeholder="Choose a client group"
      searchable
      maw={420}
      data={(groups.data?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
      value={groupId === null ? null : String(groupId)}
      onChange={(value) => setParams(value ? { group_id: value } : {}, { replace: true })}
      nothingFoundMessage="No client group found"
    />
  );
  return { groupId, ready: groupId !== null, picker };
}
