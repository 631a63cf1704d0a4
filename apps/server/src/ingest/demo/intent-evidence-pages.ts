import { isoOf } from './calendar-days.js';
import {
  INCIDENTAL_PAGES,
  NEWS_PAGE,
  ONLINE_BANKING_PAGE,
  ORDINARY_PAGES,
  type PageTemplate,
  type Writer,
} from './intent-evidence-text.js';
import type { Random } from './random.js';

export type PlannedPage = {
  institutionId: number;
  url: string;
  title: string;
  body: string;
  firstSeenOn: string;
  changedOn: string;
};

/** Chance a page changed since it was first seen: rates change every few weeks, an about page rarely. */
const CHANGE_CHANCE: Readonly<Record<string, number>> = {
  '/': 0.6,
  '/rates': 1,
  '/news': 0.9,
  '/careers': 0.5,
};
const DEFAULT_CHANGE_CHANCE = 0.2;
/** Chance a site carries a page using a topic's words with nothing changing. */
const INCIDENTAL_PAGE = 0.03;

/**
 * An institution's ordinary website as the crawler keeps it: home, about, rates and careers pages,
 * news and online banking pages on most sites, each first seen on one of the first crawls (a few
 * added later) and last changed as such pages change.
 */
export function planOrdinaryPages(
  random: Random,
  institutionId: number,
  site: string,
  writer: Writer,
  tier: number,
  span: { start: number; end: number },
): PlannedPage[] {
  const templates: PageTemplate[] = [...ORDINARY_PAGES];
  if (tier >= 1 || random.chance(0.4)) templates.push(NEWS_PAGE);
  if (random.chance(0.85)) templates.push(ONLINE_BANKING_PAGE);
  for (const page of Object.values(INCIDENTAL_PAGES))
    if (random.chance(INCIDENTAL_PAGE)) templates.push(page);
  return templates.map((page) => {
    const firstSeen = random.chance(0.1)
      ? random.int(span.start, span.end)
      : Math.min(span.end, span.start + random.int(0, 45));
    let changed = firstSeen;
    if (random.chance(CHANGE_CHANCE[page.path] ?? DEFAULT_CHANGE_CHANCE)) {
      changed =
        page.path === '/rates'
          ? Math.max(firstSeen, span.end - random.int(0, 40))
          : random.int(firstSeen, span.end);
    }
    return {
      institutionId,
      url: `${site}${page.path === '/' ? '/' : page.path}`,
      title: page.title(writer),
      body: page.body(writer),
      firstSeenOn: isoOf(firstSeen),
      changedOn: isoOf(changed),
    };
  });
}
