import { CopyToUsersConsole } from '../../admin';
import { useCopyQueries, useUserSavedQueries } from './api';

/**
 * FIN Admin: copy chosen saved queries of one user to other users and to every user of chosen
 * groups. Each copy is the receiver's own query; a name they already use gets " (copy)". Audited.
 */
export function CopyQueriesPage() {
  return (
    <CopyToUsersConsole
      title="Copy Queries"
      description="Copy a user’s saved queries to other users or to every user of a group."
      items="queries"
      useSourceItems={useUserSavedQueries}
      useCopy={useCopyQueries}
    />
  );
}
