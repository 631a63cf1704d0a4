export const BUILDER_PATH = '/technographics/fin_query/query';

/** The builder in mortgage mode (the mortgage lender variant). */
export const MORTGAGE_BUILDER_PATH = `${BUILDER_PATH}?mbc=1`;

/**
 * The builder opening a saved query (`?saved=<id>`), in mortgage mode for a mortgage lender query
 * (`&mbc=1`), and running it at once when asked (`&run=1`).
 */
export const savedQueryPath = (id: number, run = false, mortgage = false) =>
  `${BUILDER_PATH}?saved=${id}${mortgage ? '&mbc=1' : ''}${run ? '&run=1' : ''}`;
