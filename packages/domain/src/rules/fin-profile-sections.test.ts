import { describe, expect, it } from 'vitest';
import { type ProfileEntitlements, visibleProfileSections } from './fin-profile-sections.js';

const none: ProfileEntitlements = {
  fullProfile: false,
  partiallyEnabled: false,
  contactDetails: false,
  digitalChannelPermission: false,
  isBhc: false,
};
const full = { ...none, fullProfile: true };
const ALWAYS = [
  'bank_profile',
  'offerings',
  'technographic_vendors',
  'merger_history',
  'enforcement_actions',
  'deposit_share',
];

describe('FIN Profile sections by entitlement', () => {
  it('shows nothing without FIN Profile, and only Bank Profile and Digital Channels when partially enabled', () => {
    expect(visibleProfileSections(none)).toEqual([]);
    expect(
      visibleProfileSections({ ...none, partiallyEnabled: true, contactDetails: true, isBhc: true }),
    ).toEqual(['bank_profile', 'digital_channels']);
  });

  it('hides FI Contacts and Digital Channels from a full profile unless permitted', () => {
    expect(visibleProfileSections(full)).toEqual(ALWAYS);
    expect(visibleProfileSections({ ...full, contactDetails: true })).toEqual([...ALWAYS, 'contacts']);
    expect(visibleProfileSections({ ...full, digitalChannelPermission: true })).toEqual([
      ...ALWAYS,
      'digital_channels',
    ]);
  });

  it('shows both to anyone with the full profile when the institution is a holding company', () => {
    expect(visibleProfileSections({ ...full, isBhc: true })).toEqual([
      ...ALWAYS,
      'contacts',
      'digital_channels',
    ]);
  });
});
