import { type ProfileSection, type User, visibleProfileSections } from '@fin-atlas/domain';

export const FIN_PROFILE_PATH = '/analytics/fin_profile';
export const DIGITAL_CHANNELS_PATH = '/digital_channels/dashboard';

export const SECTION_TITLES: Readonly<Record<ProfileSection, string>> = {
  bank_profile: 'Bank Profile',
  offerings: 'Offerings',
  technographic_vendors: 'Technographic Vendors',
  merger_history: 'Merger History',
  enforcement_actions: 'Enforcement Actions',
  deposit_share: 'Deposit Share',
  contacts: 'FI Contacts',
  digital_channels: 'Digital Channels',
};

type Entitled = Pick<User, 'module_permission' | 'enterprise_permissions' | 'ui_modules'>;

/** The FIN Profile menu entry is partially enabled when Digital Channels was bought without it. */
export function isProfilePartiallyEnabled(user: Entitled): boolean {
  return user.ui_modules.some((m) => m.path === FIN_PROFILE_PATH && m.partially_enabled);
}

/** The profile sections this user sees for an institution of this type, in page order. */
export function profileSectionsFor(user: Entitled, fiType: string): ProfileSection[] {
  return visibleProfileSections({
    fullProfile: user.module_permission.fin_profile || user.module_permission.fin_advisor,
    partiallyEnabled: isProfilePartiallyEnabled(user),
    contactDetails: user.enterprise_permissions.contact_details,
    digitalChannelPermission: user.enterprise_permissions.digital_channel,
    isBhc: fiType === 'bhc',
  });
}

/** Whether the Digital Channels section can link into the module (bought and on the menu). */
export function canOpenDigitalChannels(user: Entitled): boolean {
  return (
    user.module_permission.fin_digital_channels &&
    user.ui_modules.some((m) => m.path.startsWith('/digital_channels'))
  );
}
