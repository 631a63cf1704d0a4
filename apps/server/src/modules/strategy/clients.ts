import { type ClientSourceKind, clientSourceText, parseClientSource } from '@fin-atlas/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import { savedQueryMembers } from '../fin-query/index.js';
import { type Actor, actorHasAbility, forbidden } from '../identity/index.js';
import { matchedInstitutions, tenantOf } from '../org-matching/index.js';

export type Clients = { source: string; kind: ClientSourceKind; name: string; ids: Set<number> };

export const CRM_LIST_NOT_FOUND = 'CRM list not found.';

/**
 * The user's clients: the institutions their CRM list matched (matched or confirmed rows; the list
 * must be their company's, and reading it needs CRM access), or the members of a saved query they
 * may see, evaluated now as its results are. Anyone else's list or query is a 404.
 */
export async function resolveClients(
  database: Database,
  actor: Actor,
  site: FastifyRequest['site'],
  text: string,
): Promise<Clients> {
  const source = parseClientSource(text);
  if (!source) throw unprocessable("Validation failed. Clients must be 'crm_list:<id>' or 'query:<id>'.");
  if (source.kind === 'crm_list') {
    if (!actorHasAbility(actor, 'crm_access', site)) throw forbidden();
    const list = await matchedInstitutions(database.db, 'crm', tenantOf(actor), source.id);
    if (!list) throw notFound(CRM_LIST_NOT_FOUND);
    return { source: clientSourceText(source), kind: 'crm_list', name: list.name, ids: new Set(list.ids) };
  }
  const members = await savedQueryMembers(database, actor, source.id);
  return { source: clientSourceText(source), kind: 'query', name: members.name, ids: new Set(members.ids) };
}
