// Where the FIN Intent screens live (spec section 2), for links between them.

export const SIGNALS_PATH = '/fi_prospect/intent/signals';
/** The spec's shorter entry to the same screen. */
export const SIGNALS_SHORT_PATH = '/fi_prospect/signals';

/** A signal's institutions at each level; `search` carries the list's filters over. */
export const signalViewPath = (id: number, search = '') => `${SIGNALS_PATH}/view/${id}${search}`;
/** A signal's definition and history. */
export const signalDefinitionPath = (id: number) => `${SIGNALS_PATH}/${id}`;

export const ADMIN_SIGNALS_PATH = '/super_admin/signals';
export const ADMIN_ACTIONS_PATH = '/super_admin/actions';
/** The edit screen opened without a signal creates one. */
export const NEW_SIGNAL_ID = 'new';
export const adminSignalViewPath = (id: number) => `${ADMIN_SIGNALS_PATH}/view/${id}`;
export const adminSignalEditPath = (id: number | typeof NEW_SIGNAL_ID) => `${ADMIN_SIGNALS_PATH}/${id}`;
