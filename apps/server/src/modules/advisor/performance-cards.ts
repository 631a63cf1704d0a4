import type { FiType } from '@fin-atlas/domain';
import { formulaTypeFor, metricById } from '../../metrics/catalog/index.js';
import type { MetricDefinition } from '../../metrics/metric-definition.js';
import type { StoredCard } from './profile-cards/card-table.js';

export type ResolvedCard = { id: string; pageId: string; title: string; metric: MetricDefinition };

/** The metric a card shows an institution type: its first metric with a formula for the type. */
export function cardMetricFor(metrics: readonly string[], fiType: FiType): MetricDefinition | undefined {
  const type = formulaTypeFor(fiType);
  return metrics.map(metricById).find((metric) => metric?.formulas[type] !== undefined);
}

/**
 * The cards one institution type sees on a page (an Advisor page, or FIN Profile's figures), in
 * their order, each with its catalog metric: the active cards meant for the type with a metric it
 * can compute. An untitled card takes its metric's catalog name.
 */
export function cardsOnPage(cards: readonly StoredCard[], pageId: string, fiType: FiType): ResolvedCard[] {
  return cards.flatMap((card) => {
    if (card.section !== pageId || !card.isActive || !card.fiTypes.includes(fiType)) return [];
    const metric = cardMetricFor(card.metrics, fiType);
    if (!metric) return [];
    return [{ id: card.cardId, pageId, title: card.title || metric.name, metric }];
  });
}

/** Every card id a page has, active or not, whatever the institution type: what an arrangement may name. */
export function performanceCardIds(cards: readonly StoredCard[], pageId: string): string[] {
  return cards.filter((card) => card.section === pageId).map((card) => card.cardId);
}
