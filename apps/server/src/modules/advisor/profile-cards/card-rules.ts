import {
  type FiType,
  PROFILE_CARD_SECTIONS,
  type ProfileCardBody,
  type ProfileCardOptions,
} from '@fin-atlas/domain';
import { unprocessable } from '../../../http/app-error.js';
import { METRIC_CATALOG, metricById } from '../../../metrics/catalog/index.js';
import { cardMetricFor } from '../performance-cards.js';
import type { StoredCard } from './card-table.js';

const TYPE_PLURALS: Readonly<Record<FiType, string>> = {
  bank: 'banks',
  bhc: 'holding companies',
  credit_union: 'credit unions',
};

const refused = (message: string, path: string) =>
  unprocessable(`Validation failed. ${message}`, [{ path, message }]);

/** What the card editor offers: the pages, and every catalog metric with the types it computes for. */
export function cardOptions(): ProfileCardOptions {
  return {
    sections: PROFILE_CARD_SECTIONS.map((s) => ({ id: s.id, name: s.name, section: s.section })),
    metrics: METRIC_CATALOG.map((m) => ({
      id: m.id,
      name: m.name,
      bank: m.formulas.bank !== undefined,
      credit_union: m.formulas.credit_union !== undefined,
    })),
  };
}

/**
 * A card a page can show: a known page, catalog metrics, and one that computes for every
 * institution type it is meant for. Metrics and types come back without repeats, in the order given.
 */
export function checkedCard(body: ProfileCardBody): ProfileCardBody {
  if (!PROFILE_CARD_SECTIONS.some((s) => s.id === body.section)) {
    throw refused(
      `Unknown page ${body.section}: choose FIN Profile's figures or one of Advisor's profit, growth or risk pages.`,
      'section',
    );
  }
  const metrics = [...new Set(body.metrics)];
  const unknown = metrics.find((id) => metricById(id) === undefined);
  if (unknown !== undefined)
    throw refused(`Unknown metric ${unknown}: choose metrics of the catalog.`, 'metrics');
  const fiTypes = [...new Set(body.fi_types)];
  const uncovered = fiTypes.find((type) => cardMetricFor(metrics, type) === undefined);
  if (uncovered !== undefined) {
    throw refused(`None of the card's metrics can be computed for ${TYPE_PLURALS[uncovered]}.`, 'metrics');
  }
  return { ...body, metrics, fi_types: fiTypes };
}

/** A card moved to another page keeps its id there: refused when that page has a card of that id. */
export function assertFreeOnPage(
  cards: readonly StoredCard[],
  card: { id: number; cardId: string; section: string },
): void {
  const clash = cards.find((c) => c.section === card.section && c.cardId === card.cardId && c.id !== card.id);
  if (clash) throw refused(`That page already has a card with the id ${card.cardId}.`, 'section');
}
