import type { ProfileSection } from '../contracts/fin-profile.js';

export type ProfileEntitlements = {
  /** FIN Profile bought outright (fin_profile) or through Advisor (fin_advisor). */
  fullProfile: boolean;
  /** The ui module is partially enabled: Digital Channels bought without FIN Profile. */
  partiallyEnabled: boolean;
  contactDetails: boolean;
  digitalChannelPermission: boolean;
  isBhc: boolean;
};

/**
 * The sections a user sees in an institution's profile (spec section 6): a partially enabled FIN
 * Profile shows only Bank Profile and Digital Channels; otherwise every section, with Digital Channels
 * and FI Contacts hidden unless permitted or the institution is a BHC.
 */
export function visibleProfileSections(e: ProfileEntitlements): ProfileSection[] {
  if (!e.fullProfile) return e.partiallyEnabled ? ['bank_profile', 'digital_channels'] : [];
  const sections: ProfileSection[] = [
    'bank_profile',
    'offerings',
    'technographic_vendors',
    'merger_history',
    'enforcement_actions',
    'deposit_share',
  ];
  if (e.contactDetails || e.isBhc) sections.push('contacts');
  if (e.digitalChannelPermission || e.partiallyEnabled || e.isBhc) sections.push('digital_channels');
  return sections;
}
