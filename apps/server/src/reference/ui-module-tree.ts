import type { PurchasedModuleFlag } from '@fin-atlas/domain';

export type UiModuleSeed = {
  id: number;
  name: string;
  icon: string | null;
  path: string;
  displayType: 'home' | 'module' | 'page';
  parentId: number | null;
  displayOrder: number;
  moduleFlag: PurchasedModuleFlag | null;
  fiOnly?: boolean;
  vendorOnly?: boolean;
  userGuideUrl?: string | null;
  /** The page explaining the module to someone who has not bought it; children inherit it. */
  aboutPath: string | null;
};

type Node = Omit<UiModuleSeed, 'parentId' | 'displayOrder' | 'displayType' | 'aboutPath'> & {
  aboutPath?: string;
  children?: Node[];
};

const page = (id: number, name: string, path: string, extra: Partial<Node> = {}): Node => ({
  id,
  name,
  icon: null,
  path,
  moduleFlag: null,
  ...extra,
});

/**
 * The module tree of spec section 2. A child inherits its parent's purchase flag unless it names
 * its own; ids are stable because clients and user settings refer to them.
 */
const TREE: Node[] = [
  { id: 1, name: 'Home', icon: 'home', path: '/dashboard', moduleFlag: null },
  {
    id: 10,
    name: 'Technographics',
    icon: 'cpu',
    path: '/technographics',
    moduleFlag: 'fin_technographics',
    userGuideUrl: '/guides/technographics.pdf',
    aboutPath: '/fi_prospect/about_technographics',
    children: [
      page(11, 'Product Search', '/technographics/product/search'),
      page(12, 'Vendor Coverage', '/technographics/vendor_coverage'),
      page(13, 'Solutions', '/technographics/solutions'),
      // Institutions ask about vendors' products; vendors answer the requests made of them.
      page(14, 'Requests', '/technographics/requests', { fiOnly: true }),
      page(18, 'Vendor Requests', '/technographics/vendor_requests', { vendorOnly: true }),
      page(15, 'Conference Import', '/technographics/fin_query/conference_import', { vendorOnly: true }),
      page(16, 'CRM Data Enrichment', '/technographics/crm_data', {
        moduleFlag: 'fin_crm',
        aboutPath: '/technographics/fin_query/about_crm',
      }),
      page(17, 'Market Reports', '/reports/market_reports', {
        moduleFlag: 'fintech_market_reports',
        aboutPath: '/fi_vertical_strategy/about_market_reports',
      }),
    ],
  },
  {
    id: 20,
    name: 'FIN Query',
    icon: 'filter',
    path: '/technographics/fin_query',
    moduleFlag: 'fin_query',
    aboutPath: '/fi_prospect/about_fin_query',
    children: [
      page(21, 'Query Builder', '/technographics/fin_query/query'),
      page(22, 'Saved Reports', '/technographics/fin_query/report'),
      page(23, 'Downloads', '/technographics/fin_query/download'),
    ],
  },
  {
    id: 30,
    name: 'FIN Intent',
    icon: 'radar',
    path: '/fi_prospect/intent',
    moduleFlag: 'fin_intent',
    aboutPath: '/fi_prospect/about_fin_intent',
    children: [page(31, 'Signals', '/fi_prospect/intent/signals')],
  },
  {
    id: 35,
    name: 'FIN CRM',
    icon: 'address-book',
    path: '/crm_data',
    moduleFlag: 'fin_crm',
    aboutPath: '/technographics/fin_query/about_crm',
    children: [page(36, 'CRM Dashboard', '/crm_data/dashboard')],
  },
  {
    id: 40,
    name: 'VendorFit',
    icon: 'target',
    path: '/fi_prospect/vendor_fit',
    moduleFlag: 'fin_vendorfit',
    aboutPath: '/fi_prospect/about_vendor_fit',
    children: [
      page(41, 'Select Institution', '/fi_prospect/vendor_fit/select_institution'),
      page(42, 'Predictions', '/fi_prospect/vendor_fit/predictions'),
    ],
  },
  {
    id: 50,
    name: 'Advisor',
    icon: 'compass',
    path: '/analytics/advisor',
    moduleFlag: 'fin_advisor',
    aboutPath: '/analytics/about_advisor',
    userGuideUrl: '/guides/advisor.pdf',
    children: [
      page(51, 'Select Institution', '/analytics/advisor/select_institution'),
      page(52, 'Select Peer Group', '/analytics/advisor/select_peer_group'),
    ],
  },
  {
    id: 60,
    name: 'Reporter',
    icon: 'chart-bar',
    path: '/analytics/reporter',
    moduleFlag: 'fin_reporter',
    userGuideUrl: '/guides/reporter.pdf',
    aboutPath: '/analytics/about_reporter',
    children: [
      page(61, 'Select Institution', '/analytics/reporter/select_institution'),
      page(62, 'Select Peer Group', '/analytics/reporter/select_peer_group'),
      page(63, 'Select Report', '/analytics/reporter/select_report'),
      page(64, 'Report View', '/analytics/reporter/metrics'),
      // The spec keeps the writer under /super_admin, but it is Reporter's: users write their own reports.
      page(66, 'Custom Report Writer', '/super_admin/report_writer/select_report'),
    ],
  },
  {
    id: 70,
    name: 'FIN Profile',
    icon: 'id-badge',
    path: '/analytics/fin_profile',
    moduleFlag: 'fin_profile',
    aboutPath: '/analytics/about_profile',
    children: [
      page(71, 'Select Institution', '/analytics/fin_profile/select_institution'),
      page(72, 'Custom Profile', '/analytics/fin_profile/custom_profile'),
    ],
  },
  {
    id: 80,
    name: 'Market Reports',
    icon: 'chart-pie',
    path: '/reports',
    moduleFlag: 'fintech_market_reports',
    aboutPath: '/fi_vertical_strategy/about_market_reports',
    children: [
      page(81, 'Vendor Market Share', '/reports/market_reports'),
      page(82, 'Firmographics', '/reports/firmographics'),
    ],
  },
  {
    id: 90,
    name: 'Digital Channels',
    icon: 'device-mobile',
    path: '/digital_channels',
    moduleFlag: 'fin_digital_channels',
    aboutPath: '/fi_vertical_strategy/about_digital_channels',
    children: [
      page(91, 'Dashboard', '/digital_channels/dashboard'),
      page(92, 'Retail Mobile Banking', '/digital_channels/retail_mobile_banking'),
      page(93, 'Retail Online Banking', '/digital_channels/retail_online_banking'),
    ],
  },
  {
    id: 100,
    name: 'Industry Reporter',
    icon: 'building-bank',
    path: '/reports/industry_reporter',
    moduleFlag: 'fin_industry_reporter',
    aboutPath: '/fi_vertical_strategy/about_industry_reporter',
    children: [
      page(101, 'Select FI Group', '/reports/industry_reporter/select_fi_group'),
      page(102, 'Segmentation', '/reports/industry_reporter/segmentation'),
      page(103, 'Select Report', '/reports/industry_reporter/select_report'),
      page(104, 'Report', '/reports/industry_reporter/report'),
    ],
  },
  {
    id: 110,
    name: 'Strategy',
    icon: 'chess',
    path: '/strategy',
    moduleFlag: null,
    aboutPath: '/strategy/about',
    vendorOnly: true,
    children: [
      page(111, 'Segmentation', '/strategy/segmentation'),
      page(112, 'White Space Assessment', '/strategy/white_space_assessment'),
      page(113, 'Publications', '/strategy/publications'),
    ],
  },
];

function flatten(nodes: Node[], parent: Node | null): UiModuleSeed[] {
  return nodes.flatMap((node, index) => {
    const { children, ...rest } = node;
    const seed: UiModuleSeed = {
      ...rest,
      moduleFlag: node.moduleFlag ?? parent?.moduleFlag ?? null,
      fiOnly: node.fiOnly ?? parent?.fiOnly ?? false,
      vendorOnly: node.vendorOnly ?? parent?.vendorOnly ?? false,
      userGuideUrl: node.userGuideUrl ?? null,
      aboutPath: node.aboutPath ?? parent?.aboutPath ?? null,
      parentId: parent?.id ?? null,
      displayOrder: index + 1,
      displayType: parent ? 'page' : node.id === 1 ? 'home' : 'module',
    };
    return [seed, ...flatten(children ?? [], node)];
  });
}

export const UI_MODULE_SEEDS: readonly UiModuleSeed[] = flatten(TREE, null);
