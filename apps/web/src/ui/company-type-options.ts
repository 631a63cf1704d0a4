import { COMPANY_TYPE_GROUPS } from '@fin-atlas/domain';

/** Select data grouped as the spec groups company types (vendors and advisors vs institutions). */
export const COMPANY_TYPE_OPTIONS = Object.entries(COMPANY_TYPE_GROUPS).map(([group, items]) => ({
  group,
  items: [...items],
}));
