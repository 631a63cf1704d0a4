import type { QueryPayload } from '@fin-atlas/domain';
import type { ComponentType } from 'react';

/** What the builder asks the save dialog (the saved-queries part provides it) to save. */
export type SaveQueryRequest = {
  query: QueryPayload;
  /** The saved query's name and id when the tree came from one: Save updates it, Save as makes another. */
  name: string | null;
  advancedQueryId: number | null;
  mode: 'save' | 'save_as';
};

export type SavedQueryRef = { id: number; name: string };

/**
 * The save dialog the builder opens for Save and Save as. The builder shows those buttons only when
 * its route passes one in, so the builder does not depend on the saved-queries part.
 */
export type SaveQueryDialog = ComponentType<{
  request: SaveQueryRequest;
  onClose: () => void;
  onSaved: (saved: SavedQueryRef) => void;
}>;
