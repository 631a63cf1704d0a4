// The module's only public surface: its registration.
import type { AppModule } from '../../http/app-module.js';
import { institutionPart } from './institution/part.js';
import { queryPart } from './query/part.js';
import { reportsPart } from './reports/part.js';

const PARTS = [reportsPart, institutionPart, queryPart];

/**
 * Digital channels: who runs which retail mobile and online banking platform, how the apps rate and
 * what they offer, per quarter. Reports and the dashboard (reports/), an institution's own channels
 * for FIN Profile (institution/), and FIN Query's Digital Channels category (query/).
 */
export const register: AppModule = {
  name: 'digital-channels',
  async routes(app, context) {
    for (const part of PARTS) await part.routes?.(app, context);
  },
  jobs: PARTS.flatMap((part) => part.jobs ?? []),
};
