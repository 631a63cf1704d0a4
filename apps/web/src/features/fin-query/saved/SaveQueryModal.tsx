import {
  decideQuerySave,
  type QueryPayload,
  type QueryType,
  roleHasAbility,
  type SavedQueryListItem,
} from '@fin-atlas/domain';
import { Button, Checkbox, Group, Modal, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../core/notify';
import { useSession } from '../../../core/session/use-session';
import { FormAlert } from '../../../ui/FormAlert';
import { type SaveQueryDraft, useSaveQuery } from './api';
import { saveFailureText } from './save-failure';

export type SaveQueryModalProps = {
  opened: boolean;
  onClose: () => void;
  draft: SaveQueryDraft;
  query: QueryPayload;
  queryType: QueryType;
  onSaved: (saved: SavedQueryListItem) => void;
};

/**
 * Saving the builder's query: name, description, the caller's groups to share it with, keeping its
 * result as a peer group for Reporter and Advisor, and (FIN Admins) offering it to everyone as a
 * navigator query. A new name saves a new query; the same name updates the one being edited.
 */
export function SaveQueryModal({ opened, onClose, draft, query, queryType, onSaved }: SaveQueryModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Save query" centered size="lg">
      {opened ? (
        <SaveQueryForm
          key={`${draft.id ?? 'new'}:${draft.savedName ?? ''}`}
          initial={draft}
          query={query}
          queryType={queryType}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

type FormProps = Omit<SaveQueryModalProps, 'opened' | 'draft'> & { initial: SaveQueryDraft };

function SaveQueryForm({ initial, query, queryType, onClose, onSaved }: FormProps) {
  const { user } = useSession();
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const save = useSaveQuery();
  const isFinAdmin = roleHasAbility(user?.role.name, 'super_admin_board');
  const groups = (user?.groups ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const action = decideQuerySave(draft);
  const set = (patch: Partial<SaveQueryDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    setNameError(null);
    if (draft.name.trim() === '') {
      setNameError('Enter a name for the query.');
      return;
    }
    try {
      const saved = await save.mutateAsync({ draft, query, queryType });
      notifySuccess(action === 'create' ? 'Query saved.' : 'Query updated.');
      onSaved(saved);
      onClose();
    } catch {
      // The failure is shown below the form (saveFailureText), or globally for 401/403.
    }
  };
  const failure = save.isError ? saveFailureText(save.error) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          maxLength={255}
          value={draft.name}
          error={nameError}
          onChange={(e) => set({ name: e.currentTarget.value })}
          description={
            draft.id != null && action === 'create'
              ? `A new name saves a new query; “${draft.savedName}” stays as it is.`
              : undefined
          }
          data-autofocus
        />
        <Textarea
          label="Description"
          maxLength={2000}
          rows={3}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <MultiSelect
          label="Share with groups"
          description={groups.length === 0 ? 'You belong to no group to share with.' : 'Your groups only.'}
          data={groups}
          value={draft.group_ids.map(String)}
          onChange={(values) => set({ group_ids: values.map(Number) })}
          disabled={groups.length === 0}
          searchable
          clearable
        />
        <Checkbox
          label="Save as peer group"
          description="Its institutions become a peer group in Reporter and Advisor, refreshed with each data update."
          checked={draft.save_as_peer_group}
          onChange={(e) => set({ save_as_peer_group: e.currentTarget.checked })}
        />
        {isFinAdmin ? (
          <Checkbox
            label="Navigator query"
            description="Offered to every user as a ready-made query and FI group."
            checked={draft.is_global}
            onChange={(e) => set({ is_global: e.currentTarget.checked })}
          />
        ) : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="space-between" mt="xs">
          <Text fz="xs" c="dimmed">
            {queryType === 'mortgage' ? 'Mortgage lender query' : 'Prospect query'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {action === 'create' ? 'Save query' : 'Update query'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
