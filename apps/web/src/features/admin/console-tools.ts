import type { ConsoleId } from './consoles';

export type ConsoleTool = {
  id: string;
  title: string;
  console: ConsoleId;
  group: 'People and access' | 'Content and data' | 'Reports and billing' | 'Monitoring';
  description: string;
  /** The tool's screen. */
  path: string;
};

const tool = (
  console: ConsoleId,
  group: ConsoleTool['group'],
  id: string,
  title: string,
  description: string,
  path: string,
): ConsoleTool => ({ id, title, console, group, description, path });

/** The console tools a dashboard lists by group, beside its everyday screens. */
export const CONSOLE_TOOLS = [
  tool(
    'partner_admin',
    'Monitoring',
    'partner_admin.user_activity',
    'User Activity',
    'Sign-ins and module use of the partner’s users.',
    '/partner_admin/user_activity',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.profile_cards',
    'Profile Cards',
    'The cards FIN Profile shows for an institution, their order and which groups see them.',
    '/super_admin/profile_cards',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.app_configs',
    'App Configs',
    'Application-wide settings such as the current data period and feature switches.',
    '/super_admin/app_configs',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.client_pricing_schedules',
    'Client Pricing Schedules',
    'The price list each client group pays for data downloads: cost per institution per element, minimums and discounts.',
    '/super_admin/client_pricing_schedules',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.pricing_schedules_templates',
    'Pricing Schedule Templates',
    'Templates new client pricing schedules start from.',
    '/super_admin/pricing_schedules_templates',
  ),
  tool(
    'super_admin',
    'People and access',
    'super_admin.features',
    'Features',
    'Features that can be switched on for individual client groups.',
    '/super_admin/features',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.upload_logo',
    'Upload Logo',
    'Replace an institution’s logo (otherwise a monogram is shown).',
    '/super_admin/upload_logo',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.user_activity_report',
    'User Activity Report',
    'Sign-ins and module use across all clients.',
    '/super_admin/user_activity_report',
  ),
  tool(
    'super_admin',
    'Reports and billing',
    'super_admin.user_orders_report',
    'User Orders Report',
    'Every data purchase across all clients, with prices.',
    '/super_admin/user_orders_report',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.upload_user_guides',
    'Upload User Guides',
    'Replace the user guide a module offers for download.',
    '/super_admin/upload_user_guides',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.user_access_request_report',
    'User Access Requests',
    'Requests from users for modules their company has not bought.',
    '/super_admin/user_access_request_report',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.large_downloads_report',
    'Large Downloads',
    'Every data download, largest first, and who downloaded a file found elsewhere (its fingerprint).',
    '/super_admin/large_downloads_report',
  ),
  tool(
    'super_admin',
    'Monitoring',
    'super_admin.client_activity_reports',
    'Client Activity Reports',
    'Usage of each client group over time, for account management.',
    '/super_admin/client_activity_reports',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.update_fi_name',
    'Update FI Name',
    'Correct the display name of an institution.',
    '/super_admin/update_fi_name',
  ),
  tool(
    'super_admin',
    'People and access',
    'super_admin.authorization',
    'Authorization',
    'Which abilities each role has (super admin board, admin board, purchase and others).',
    '/super_admin/authorization',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.segmentations',
    'Segmentations',
    'The segment sets shared with all clients.',
    '/super_admin/segmentations',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.performographics',
    'Performographics',
    'The 15 performance themes, how each score is built and how scores spread by FI type.',
    '/super_admin/technographics/performographics',
  ),
  tool(
    'super_admin',
    'Content and data',
    'super_admin.performographics_report',
    'Performographics Report',
    'Institutions ranked by one theme’s score at a quarter, with an Excel download, for checking new data.',
    '/super_admin/technographics/performographics/report',
  ),
  tool(
    'super_admin',
    'People and access',
    'super_admin.user_edits',
    'User Edits',
    'Changes made to user accounts, who made them and when.',
    '/super_admin/user_edits',
  ),
] as const satisfies readonly ConsoleTool[];
