import type { ConsoleId } from './consoles';

export type ConsoleTool = {
  id: string;
  title: string;
  console: ConsoleId;
  group: 'People and access' | 'Content and data' | 'Reports and billing' | 'Monitoring';
  description: string;
  /** The module that brings the tool's data; the page says so until then. */
  arrivesWith: string;
};

const tool = (
  console: ConsoleId,
  group: ConsoleTool['group'],
  id: string,
  title: string,
  description: string,
  arrivesWith: string,
): ConsoleTool => ({ id, title, console, group, description, arrivesWith });

/**
 * The console screens of spec section 2 whose data comes with later modules. Each has a page that
 * says what the tool is for, so every console route is a real page today.
 */
export const CONSOLE_TOOLS = [
  tool(
    'admin',
    'Monitoring',
    'admin.user_activity',
    'User Activity',
    'Who in your company signed in, when, and which modules and reports they used.',
    'activity tracking',
  ),
  tool(
    'admin',
    'Reports and billing',
    'admin.user_order_report',
    'User Order Report',
    'The data purchases (query downloads and reports) your users made, with their prices.',
    'FIN Query purchasing',
  ),
  tool(
    'admin',
    'Content and data',
    'admin.direct_access_defaults',
    'Single Click Defaults',
    'The institution, peer group and report your users land on when they open a module with one click.',
    'Advisor and Reporter',
  ),
  tool(
    'admin',
    'Content and data',
    'admin.group_profile_settings',
    'Profile Settings',
    'Which FIN Profile sections each of your user groups sees, and in what order.',
    'FIN Profile',
  ),
  tool(
    'partner_admin',
    'People and access',
    'partner_admin.groups_new',
    'New Partner Group',
    'Partner groups are created with the partner’s contract: FIN Atlas staff set up a new group and its purchases, then you manage its members here.',
    'partner contracts',
  ),
  tool(
    'partner_admin',
    'Monitoring',
    'partner_admin.user_activity',
    'User Activity',
    'Sign-ins and module use of the partner’s users.',
    'activity tracking',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.profile_cards',
    'Profile Cards',
    'The cards FIN Profile shows for an institution, their order and which groups see them.',
    'FIN Profile',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.profile_cards_new',
    'New Profile Card',
    'Define a FIN Profile card: its title, section and the elements it shows.',
    'FIN Profile',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.profile_card_edit',
    'Edit Profile Card',
    'Change a FIN Profile card’s title, section and elements.',
    'FIN Profile',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.app_configs',
    'App Configs',
    'Application-wide settings such as the current data period and feature switches.',
    'the data platform',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.client_pricing_schedules',
    'Client Pricing Schedules',
    'The price list each client group pays for data downloads: cost per institution per element, minimums and discounts.',
    'FIN Query purchasing',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.client_pricing_schedule',
    'Client Pricing Schedule',
    'One client group’s pricing schedule and its history.',
    'FIN Query purchasing',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.pricing_schedules_templates',
    'Pricing Schedule Templates',
    'Templates new client pricing schedules start from.',
    'FIN Query purchasing',
  ),
  tool(
    'super_admin',
    'People and access',
    'super_admin.features',
    'Features',
    'Features that can be switched on for individual client groups.',
    'role management',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.upload_logo',
    'Upload Logo',
    'Replace an institution’s logo (otherwise a monogram is shown).',
    'institution data',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.user_activity_report',
    'User Activity Report',
    'Sign-ins and module use across all clients.',
    'activity tracking',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.user_orders_report',
    'User Orders Report',
    'Every data purchase across all clients, with prices.',
    'FIN Query purchasing',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.upload_user_guides',
    'Upload User Guides',
    'Replace the user guide a module offers for download.',
    'guide management',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.user_access_request_report',
    'User Access Requests',
    'Requests from users for modules their company has not bought.',
    'subscriptions',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.large_downloads_report',
    'Large Downloads',
    'Every data download, largest first, and who downloaded a file found elsewhere (its fingerprint).',
    'FIN Query purchasing',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.client_activity_reports',
    'Client Activity Reports',
    'Usage of each client group over time, for account management.',
    'activity tracking',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.update_fi_name',
    'Update FI Name',
    'Correct the display name of an institution.',
    'institution data',
  ),
  tool(
    'super_admin',
    'People and access',
    'super_admin.authorization',
    'Authorization',
    'Which abilities each role has (super admin board, admin board, purchase and others).',
    'role management',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.segmentations',
    'Segmentations',
    'The segment sets shared with all clients.',
    'Strategy',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.performographics',
    'Performographics',
    'The 15 performance themes, how each score is built and how scores spread by FI type.',
    'Technographics',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.performographics_report',
    'Performographics Report',
    'Institutions ranked by one theme’s score at a quarter, with an Excel download, for checking new data.',
    'Technographics',
  ),
  tool(
    'super_admin',
    'People and access',
    'super_admin.user_edits',
    'User Edits',
    'Changes made to user accounts, who made them and when.',
    'the audit log',
  ),
] as const satisfies readonly ConsoleTool[];

export type ConsoleToolId = (typeof CONSOLE_TOOLS)[number]['id'];

export function consoleTool(id: ConsoleToolId): ConsoleTool {
  const found = CONSOLE_TOOLS.find((t) => t.id === id);
  if (!found) throw new Error(`unknown console tool ${id}`);
  return found;
}
