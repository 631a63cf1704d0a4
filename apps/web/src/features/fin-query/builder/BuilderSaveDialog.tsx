import { Center, Loader, Modal } from '@mantine/core';
import { type SaveQueryDraft, SaveQueryModal, useSavedQuery } from '../saved';
import { useIsMbc } from './query-variant';
import type { SaveQueryDialog } from './save-slot';

/**
 * The builder's Save and Save as: Save starts from what the open query was saved with (its
 * description, sharing, peer group and navigator choices), Save as from a blank form; the saved-queries
 * modal then decides create or update by the spec's rule.
 */
export const BuilderSaveDialog: SaveQueryDialog = ({ request, onClose, onSaved }) => {
  const isMbc = useIsMbc();
  const editing = request.mode === 'save' ? request.advancedQueryId : null;
  const saved = useSavedQuery(editing);
  if (editing !== null && saved.isPending) {
    return (
      <Modal opened onClose={onClose} title="Save query" centered>
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      </Modal>
    );
  }
  const existing = editing !== null ? saved.data : undefined;
  const draft: SaveQueryDraft = existing
    ? {
        id: existing.id,
        savedName: existing.name,
        name: existing.name,
        description: existing.description ?? '',
        group_ids: existing.shared_groups.map((g) => g.id),
        save_as_peer_group: existing.save_as_peer_group,
        is_global: existing.is_global,
      }
    : {
        id: null,
        savedName: null,
        name: request.mode === 'save' ? (request.name ?? '') : '',
        description: '',
        group_ids: [],
        save_as_peer_group: false,
        is_global: false,
      };
  return (
    <SaveQueryModal
      opened
      onClose={onClose}
      draft={draft}
      query={request.query}
      queryType={isMbc ? 'mortgage' : 'fin_query'}
      onSaved={(item) => onSaved({ id: item.id, name: item.name })}
    />
  );
};
