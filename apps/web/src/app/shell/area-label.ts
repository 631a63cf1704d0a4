/** The areas the top bar names (spec section 1). */
export const AREA_LABELS = {
  fiAnalytics: 'FI Analytics',
  fiProspecting: 'FI Prospecting and CRM',
  fiVerticalStrategy: 'FI Vertical Strategy',
  fintechStrategy: 'Fintech Strategy',
  institutionAnalytics: 'Institution Analytics',
  technologyAnalytics: 'Technology Analytics',
  clientAdmin: 'Client Admin',
} as const;

type Rule = { prefixes: readonly string[]; label: string };

// Institutions see their own two areas (the FI home page's cards); the same modules are grouped
// differently for vendors and advisors.
const FI_MENU: readonly Rule[] = [
  {
    prefixes: ['/analytics', '/institution_analytics', '/reports/industry_reporter', '/reports/about'],
    label: AREA_LABELS.institutionAnalytics,
  },
  {
    prefixes: [
      '/technology_analytics',
      '/technographics',
      '/fin_apps_search',
      '/fi_prospect',
      '/crm_data',
      '/digital_channels',
      '/reports',
      '/fi_vertical_strategy',
    ],
    label: AREA_LABELS.technologyAnalytics,
  },
];

const VENDOR_MENU: readonly Rule[] = [
  { prefixes: ['/institution_analytics'], label: AREA_LABELS.institutionAnalytics },
  { prefixes: ['/technology_analytics'], label: AREA_LABELS.technologyAnalytics },
  {
    prefixes: ['/technographics', '/fin_apps_search', '/fi_prospect', '/crm_data'],
    label: AREA_LABELS.fiProspecting,
  },
  { prefixes: ['/analytics'], label: AREA_LABELS.fiAnalytics },
  {
    prefixes: ['/reports', '/digital_channels', '/fi_vertical_strategy'],
    label: AREA_LABELS.fiVerticalStrategy,
  },
  { prefixes: ['/strategy'], label: AREA_LABELS.fintechStrategy },
];

const CONSOLES: readonly Rule[] = [
  { prefixes: ['/admin', '/partner_admin'], label: AREA_LABELS.clientAdmin },
];

/** The area label for a page, or null where no area applies (home, settings, the super admin console). */
export function areaLabel(pathname: string, isFiMenu: boolean): string | null {
  const rules = [...CONSOLES, ...(isFiMenu ? FI_MENU : VENDOR_MENU)];
  for (const rule of rules) {
    if (rule.prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return rule.label;
  }
  return null;
}
