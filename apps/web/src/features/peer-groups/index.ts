// Peer groups: the analytics selection (institutions in report order, then the peer group) every
// analytics module starts with, its screens, and the saved peer groups.
export { useLandingDefaults, usePeerGroups } from './api';
export { PEER_GROUPS_ROUTES } from './routes';
export { SelectionSummary } from './SelectionSummary';
export { ANALYTICS_MODULES, type AnalyticsModule, type AnalyticsModuleConfig } from './selection-modules';
export {
  type AnalyticsSelection,
  missingSelection,
  reopenReport,
  type SelectedInstitution,
  selectInstitution,
  selectPeerGroup,
  setReport,
  setReportProgress,
} from './selection-state';
export { useAnalyticsSelection } from './use-analytics-selection';
