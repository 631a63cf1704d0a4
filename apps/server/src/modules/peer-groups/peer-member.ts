import type { PeerMember } from '@fin-atlas/domain';
import type { UniverseInstitution } from './peer-universe.js';

/** The firmographics a member row shows: type, city and state, assets, RSSD and certificate/charter. */
export function toPeerMember(i: UniverseInstitution): PeerMember {
  return {
    id: i.id,
    name: i.name,
    fi_type: i.fiType,
    city: i.city,
    state: i.state,
    assets: i.assets,
    rssd_id: i.rssdId,
    regulatory_id: i.regulatoryId,
  };
}
