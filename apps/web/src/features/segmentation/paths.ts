/** Where users manage their own segment sets (the industry reporter and strategy link here). */
export const SEGMENT_SETS_PATH = '/segmentations';

/** The FIN Admins' console of global segment sets (spec section 2). */
export const GLOBAL_SEGMENT_SETS_PATH = '/super_admin/segmentations';

/** One set in the editor of a segment set page: `?set=<id>`, `?set=new`, or `?set=new&copy=<id>`. */
export const segmentSetEditorPath = (base: string, set: number | 'new', copyOf?: number) =>
  `${base}?set=${set}${copyOf === undefined ? '' : `&copy=${copyOf}`}`;
