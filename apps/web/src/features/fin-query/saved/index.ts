// Saved queries: what the builder (features/fin-query/builder) uses to open and save a query.
export { type SaveQueryDraft, type SaveQueryVariables, useSavedQuery, useSaveQuery } from './api';
export { SaveQueryModal, type SaveQueryModalProps } from './SaveQueryModal';
