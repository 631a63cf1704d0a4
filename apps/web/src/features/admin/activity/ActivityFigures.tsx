import type { UserActivityReport } from '@fin-atlas/domain';
import { FigureCards } from '../../../ui/FigureCards';
import { count, filesOf, reportsOf } from './activity-labels';

/** The range's headline figures. */
export function ActivityFigures({ totals }: { totals: UserActivityReport['totals'] }) {
  return (
    <FigureCards
      figures={[
        { label: 'Active users', value: count(totals.active_users) },
        { label: 'Sign-ins', value: count(totals.sign_ins) },
        { label: 'Page views', value: count(totals.page_views) },
        { label: 'Reports', value: count(reportsOf(totals)), note: 'Runs and views' },
        { label: 'Downloads', value: count(filesOf(totals)), note: 'Exports and files' },
        { label: 'Query runs', value: count(totals.query_runs) },
      ]}
    />
  );
}
