import type { AdvisorCard } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { arrangeCards, cardKey, cardPositions, moveCard, setCardVisible } from './card-arrangement';

const card = (card_id: string, page_id = 'macro_profitability'): AdvisorCard => ({
  kind: 'offering',
  card_id,
  page_id,
  title: card_id.toUpperCase(),
  rows: [],
  sentence: '',
});

const cards = [card('roa'), card('roe'), card('net_income'), card('revenue_to_assets')];
const keys = (list: { key: string; visible: boolean }[]) =>
  list.map((c) => (c.visible ? c.key : `(${c.key})`));

describe('card arrangement', () => {
  it('keeps the server order until the user arranges', () => {
    expect(keys(arrangeCards(cards, undefined, false))).toEqual([
      'roa',
      'roe',
      'net_income',
      'revenue_to_assets',
    ]);
  });

  it('applies the saved order and visibility; unnamed cards follow, vanished ones are dropped', () => {
    const arranged = arrangeCards(
      cards,
      [
        { card_id: 'gone', position: 0, visible: true },
        { card_id: 'net_income', position: 1, visible: true },
        { card_id: 'roa', position: 2, visible: false },
      ],
      false,
    );
    expect(keys(arranged)).toEqual(['net_income', '(roa)', 'roe', 'revenue_to_assets']);
  });

  it('moves a shown card past the next shown one, leaving hidden cards in place', () => {
    const arranged = setCardVisible(arrangeCards(cards, undefined, false), 'roe', false);
    expect(keys(moveCard(arranged, 'roa', 1))).toEqual(['net_income', '(roe)', 'roa', 'revenue_to_assets']);
    expect(keys(moveCard(arranged, 'roa', -1))).toEqual(keys(arranged));
    expect(keys(moveCard(arranged, 'revenue_to_assets', 1))).toEqual(keys(arranged));
  });

  it('writes positions from zero in order and names Executive Brief cards with their page', () => {
    const arranged = setCardVisible(arrangeCards(cards, undefined, false), 'roe', false);
    expect(cardPositions(arranged)).toEqual([
      { card_id: 'roa', position: 0, visible: true },
      { card_id: 'roe', position: 1, visible: false },
      { card_id: 'net_income', position: 2, visible: true },
      { card_id: 'revenue_to_assets', position: 3, visible: true },
    ]);
    expect(cardKey(card('capital_ratio', 'enterprise_risk'), true)).toBe('enterprise_risk:capital_ratio');
    expect(cardKey(card('capital_ratio', 'enterprise_risk'), false)).toBe('capital_ratio');
  });
});
