import type { AdvisorCard, SectionCard } from '@fin-atlas/domain';

export type ArrangedCard = { key: string; card: AdvisorCard; visible: boolean };

/**
 * A card's id in an arrangement: its own id on a page; on an Executive Brief, where cards come from
 * several pages, the page id too.
 */
export const cardKey = (card: AdvisorCard, summary: boolean): string =>
  summary ? `${card.page_id}:${card.card_id}` : card.card_id;

/**
 * The cards in the user's saved order with their visibility. Cards the arrangement does not name
 * (new ones, or never arranged) follow in the server's order, shown; saved names no longer on the
 * page are dropped.
 */
export function arrangeCards(
  cards: readonly AdvisorCard[],
  saved: readonly SectionCard[] | undefined,
  summary: boolean,
): ArrangedCard[] {
  const byKey = new Map(cards.map((card) => [cardKey(card, summary), card]));
  const placed = new Set<string>();
  const arranged: ArrangedCard[] = [];
  for (const entry of [...(saved ?? [])].sort((a, b) => a.position - b.position)) {
    const key = String(entry.card_id);
    const card = byKey.get(key);
    if (!card || placed.has(key)) continue;
    placed.add(key);
    arranged.push({ key, card, visible: entry.visible });
  }
  for (const [key, card] of byKey) if (!placed.has(key)) arranged.push({ key, card, visible: true });
  return arranged;
}

/**
 * Moves a shown card past the next shown card before (-1) or after (+1) it: the two swap places, so
 * hidden cards keep theirs. At either end nothing moves.
 */
export function moveCard(cards: readonly ArrangedCard[], key: string, by: -1 | 1): ArrangedCard[] {
  const from = cards.findIndex((c) => c.key === key);
  if (from < 0) return [...cards];
  let to = from + by;
  while (to >= 0 && to < cards.length && !cards[to]?.visible) to += by;
  if (to < 0 || to >= cards.length) return [...cards];
  const next = [...cards];
  next[from] = cards[to] as ArrangedCard;
  next[to] = cards[from] as ArrangedCard;
  return next;
}

export function setCardVisible(
  cards: readonly ArrangedCard[],
  key: string,
  visible: boolean,
): ArrangedCard[] {
  return cards.map((c) => (c.key === key ? { ...c, visible } : c));
}

/** The update_card_position body's cards: every card, in order. */
export const cardPositions = (cards: readonly ArrangedCard[]): SectionCard[] =>
  cards.map((c, position) => ({ card_id: c.key, position, visible: c.visible }));
