import { CopyToUsersConsole } from '../../admin';
import { useCopyReports, useUserCustomReports } from './api';

/**
 * FIN Admin: copy chosen custom reports of one user to other users and to every user of chosen
 * groups. Each copy is the receiver's own report, not shared and not global; a name they already
 * use gets " (copy)". Audited.
 */
export function CopyReportsPage() {
  return (
    <CopyToUsersConsole
      title="Copy Reports"
      description="Copy a user’s custom reports to other users or to every user of a group."
      items="reports"
      useSourceItems={useUserCustomReports}
      useCopy={useCopyReports}
    />
  );
}
