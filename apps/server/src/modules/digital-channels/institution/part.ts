import { institutionDigitalChannelsSchema, profileInstitutionQuerySchema } from '@fin-atlas/domain';
import { typed } from '../../../http/contracts.js';
import {
  FIN_PROFILE_PARTIAL,
  forbidden,
  mayReadProfileSection,
  requireActor,
  route,
} from '../../identity/index.js';
import { profileSubject } from '../../profile/index.js';
import type { ModulePart } from '../module-part.js';
import { institutionDigitalChannels } from './institution-channels.js';

/**
 * An institution's own apps, platform and history for FIN Profile (GET /api/advisors/digital_channels):
 * open to every FIN Profile buyer, partial ones included, whose profile shows the Digital Channels
 * section for this institution (permission, partial FIN Profile, or a holding company).
 */
export const institutionPart: ModulePart = {
  async routes(app, { database }) {
    typed(app).get(
      '/api/advisors/digital_channels',
      {
        ...route(FIN_PROFILE_PARTIAL),
        schema: {
          querystring: profileInstitutionQuerySchema,
          response: { 200: institutionDigitalChannelsSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const subject = await profileSubject(database, request.query.institution_id);
        if (!mayReadProfileSection(actor, subject, 'digital_channels')) throw forbidden();
        return institutionDigitalChannelsSchema.parse(await institutionDigitalChannels(database, subject));
      },
    );
  },
};
