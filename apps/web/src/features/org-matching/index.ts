// Org matching: an uploaded list of organisations (conference attendees, CRM accounts) matched to
// institutions, its review and the match badges. Conferences and CRM share it.
export { type OrgListBase, orgListKeys } from './api';
export { percent } from './MatchStatusBadge';
export { OrgListReview } from './OrgListReview';
export { OrgListUploadForm } from './OrgListUploadForm';
