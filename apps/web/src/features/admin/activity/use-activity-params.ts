import { ACTIVITY_MODULES, type ActivityModule } from '@fin-atlas/domain';
import { useState } from 'react';
import { adminPageParams, positiveParam, useFilterParams } from '../../../ui/use-filter-params';
import type { Picked } from '../pickers';
import type { ActivityFilterValues } from './ActivityFilters';
import { rangeFromParams, rangeProblem } from './activity-ranges';

const moduleParam = (text: string | null): ActivityModule | null =>
  (ACTIVITY_MODULES as readonly string[]).includes(text ?? '') ? (text as ActivityModule) : null;

/**
 * A report's filters in the URL (from, to, user_id, group_id, module, page, per_page), so a reload
 * or a shared link shows the same slice; the names of a picked user or group are kept beside them.
 */
export function useActivityParams() {
  const [params, update] = useFilterParams();
  const [names, setNames] = useState<{ user: Picked | null; group: Picked | null }>({
    user: null,
    group: null,
  });
  const range = rangeFromParams(params);
  const userId = positiveParam(params.get('user_id'), 0) || undefined;
  const groupId = positiveParam(params.get('group_id'), 0) || undefined;
  const module = moduleParam(params.get('module'));
  const picked = (id: number | undefined, name: Picked | null, fallback: string): Picked | null =>
    id === undefined
      ? null
      : name?.value === String(id)
        ? name
        : { value: String(id), label: `${fallback} ${id}` };
  const values: ActivityFilterValues = {
    range,
    user: picked(userId, names.user, 'User'),
    module,
    group: picked(groupId, names.group, 'Group'),
  };
  const filter = {
    from: range.from,
    to: range.to,
    user_id: userId,
    group_id: groupId,
    module: module ?? undefined,
  };
  const change = (changes: Partial<ActivityFilterValues>) => {
    if ('user' in changes) setNames((n) => ({ ...n, user: changes.user ?? null }));
    if ('group' in changes) setNames((n) => ({ ...n, group: changes.group ?? null }));
    update({
      ...(changes.range && { from: changes.range.from, to: changes.range.to }),
      ...('user' in changes && { user_id: changes.user?.value }),
      ...('group' in changes && { group_id: changes.group?.value }),
      ...('module' in changes && { module: changes.module ?? undefined }),
    });
  };
  return {
    values,
    filter,
    page: adminPageParams(params),
    problem: rangeProblem(range),
    change,
    setPage: (page: number) => update({ page }),
    setPerPage: (per_page: number) => update({ per_page }),
  };
}
