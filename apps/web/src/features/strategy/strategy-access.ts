import { roleHasAbility, type User } from '@fin-atlas/domain';

/** What the signed-in user may use on the strategy pages (the server checks each call the same way). */
export type StrategyAccess = {
  /** The segmentation view: FI groups are data of the analytics modules, FIN Query and the industry reporter. */
  segmentation: boolean;
  /** White space: who runs which product is Technographics data. */
  whiteSpace: boolean;
  /** Peer groups as a market (Reporter, Advisor, FIN Profile). */
  peerGroups: boolean;
  /** Saved queries as a market or as clients, and lists opened in FIN Query. */
  finQuery: boolean;
  /** FIN Query's results of a list (the prospect_list permission). */
  prospectList: boolean;
  /** CRM lists as clients: CRM access opens with FIN CRM. */
  crm: boolean;
};

export function strategyAccess(user: User | null): StrategyAccess {
  const has = (flag: keyof User['module_permission']) => user?.module_permission[flag] === true;
  const analytics = has('fin_advisor') || has('fin_reporter') || has('fin_profile');
  const finQuery = has('fin_query');
  return {
    segmentation: analytics || finQuery || has('fin_industry_reporter'),
    whiteSpace: has('fin_technographics'),
    peerGroups: analytics,
    finQuery,
    prospectList: finQuery && user?.enterprise_permissions.prospect_list === true,
    crm: has('fin_crm') && roleHasAbility(user?.role.name, 'crm_access'),
  };
}
