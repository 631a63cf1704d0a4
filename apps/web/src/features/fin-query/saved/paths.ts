export const BUILDER_PATH = '/technographics/fin_query/query';

/** The builder opening a saved query (`?saved=<id>`), and running it at once when asked (`&run=1`). */
export const savedQueryPath = (id: number, run = false) =>
  `${BUILDER_PATH}?saved=${id}${run ? '&run=1' : ''}`;
