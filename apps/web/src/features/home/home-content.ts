import { type DemoRequestTopic, MESSAGES, type MenuModule, type USE_CASE_SECTIONS } from '@fin-atlas/domain';

export type VisualKind = 'search' | 'bars' | 'table' | 'lines' | 'cards' | 'map';
export type WalkthroughStep = { title: string; caption: string; visual: VisualKind };

export type HomeCard = {
  id: DemoRequestTopic;
  title: string;
  /** Copy may cite {figure} tokens, filled from GET /api/home/figures. */
  summary: string;
  highlights: readonly string[];
  /** The area overview for users with a module of the area, else the first module's about page. */
  solutions: { overview: string; modules: readonly string[]; fallback: string };
  walkthrough: readonly WalkthroughStep[];
};

const ANALYTICS_MODULES = [
  '/analytics/advisor',
  '/analytics/reporter',
  '/analytics/fin_profile',
  '/reports/industry_reporter',
];

const PEER_ANALYSIS_STEPS: readonly WalkthroughStep[] = [
  {
    title: 'Pick an institution',
    caption: 'Search any bank or credit union by name, city, RSSD ID or charter number.',
    visual: 'search',
  },
  {
    title: 'Build the peer group',
    caption: 'Quick search by size and geography, or advanced search on loan mix, growth, risk and offering.',
    visual: 'map',
  },
  {
    title: 'Read the themes',
    caption: 'Advisor scores profit, growth and risk theme by theme, starting from an Executive Brief.',
    visual: 'bars',
  },
  {
    title: 'Follow the trend',
    caption: 'Five periods of history, merger restated for banks, over Qtr, T12 or YTD spans.',
    visual: 'lines',
  },
  {
    title: 'Share the numbers',
    caption: 'Peer tables with national rankings, downloaded to Excel for the board pack.',
    visual: 'table',
  },
];

/** The vendor and advisor home (spec section 1). */
export const VENDOR_CARDS: readonly HomeCard[] = [
  {
    id: 'fi_prospecting_crm',
    title: MESSAGES.home.fiProspectingAndCrm,
    summary:
      'Find the banks and credit unions most likely to buy, see what they run today and keep your CRM current.',
    highlights: [
      'Technographics across {solutions} solutions',
      'FIN Query prospect lists and saved queries',
      'FIN Intent buying signals',
      'VendorFit predictions from {vendor_fit_variables} variables',
      'FIN CRM data enrichment',
    ],
    solutions: {
      overview: '/technographics/about',
      modules: ['/technographics'],
      fallback: '/fi_prospect/about_technographics',
    },
    walkthrough: [
      {
        title: 'Search the market',
        caption: 'Type a solution or a vendor: every institution running it, in seconds.',
        visual: 'search',
      },
      {
        title: 'Size the opportunity',
        caption: 'Vendor market share by clients, assets or accounts.',
        visual: 'bars',
      },
      {
        title: 'Build a prospect list',
        caption: 'FIN Query combines firmographics, financials, technographics and intent.',
        visual: 'cards',
      },
      {
        title: 'Spot buying signals',
        caption: 'FIN Intent shows who is researching your category before the RFP.',
        visual: 'lines',
      },
      {
        title: 'Work the list',
        caption: 'Download it or enrich the accounts already in your CRM.',
        visual: 'table',
      },
    ],
  },
  {
    id: 'fi_analytics',
    title: MESSAGES.home.fiAnalytics,
    summary:
      'Benchmark any institution against the peers that matter, across {performance_themes} performance themes.',
    highlights: [
      'Advisor across {performance_themes} performance themes',
      'Reporter: multi, single and period views',
      'FIN Profile of any institution',
      'Merger-restated history',
    ],
    solutions: {
      overview: '/analytics/analytics/about',
      modules: ANALYTICS_MODULES,
      fallback: '/analytics/about_advisor',
    },
    walkthrough: PEER_ANALYSIS_STEPS,
  },
  {
    id: 'fi_vertical_strategy',
    title: MESSAGES.home.fiVerticalStrategy,
    summary:
      'Size markets and segments across {specialty_business_lines} specialty business lines, and track how institutions adopt technology.',
    highlights: [
      'Vendor market share and firmographics',
      'Digital channels: mobile and online banking',
      'Industry reporter by segment',
      '{specialty_business_lines} specialty business lines',
    ],
    solutions: {
      overview: '/reports/about',
      modules: ['/reports', '/reports/industry_reporter'],
      fallback: '/fi_vertical_strategy/about_market_reports',
    },
    walkthrough: [
      {
        title: 'Choose the segment',
        caption: 'Group institutions by type, asset band, state or your own segment set.',
        visual: 'map',
      },
      {
        title: 'See who serves it',
        caption: 'Market share of every vendor in the segment, with a top-vendors counter.',
        visual: 'bars',
      },
      {
        title: 'Compare channels',
        caption: 'Mobile and online banking features and ratings across the segment.',
        visual: 'cards',
      },
      {
        title: 'Track the industry',
        caption: 'Industry Reporter trends over Trailing-12 Months, as chart or table.',
        visual: 'lines',
      },
    ],
  },
];

/** The institution (FI menu) home. */
export const INSTITUTION_CARDS: readonly HomeCard[] = [
  {
    id: 'institution_analytics',
    title: MESSAGES.home.institutionAnalytics,
    summary:
      'Benchmark your institution against the peers you choose, across {performance_themes} performance themes.',
    highlights: [
      'Advisor peer analysis in profit, growth, risk and offering',
      'Reporter: any metric, any peer group',
      'FIN Profile and Industry Reporter',
      'Merger-restated history for fair comparisons',
    ],
    solutions: {
      overview: '/institution_analytics/about',
      modules: ANALYTICS_MODULES,
      fallback: '/analytics/about_advisor',
    },
    walkthrough: PEER_ANALYSIS_STEPS,
  },
  {
    id: 'technology_analytics',
    title: MESSAGES.home.technologyAnalytics,
    summary:
      'See which of {solutions} solutions your peers run, how their clients perform and how digital channels compare.',
    highlights: [
      'Technographics of your peers and market',
      'Digital channels: mobile and online banking',
      'Vendor market share by solution',
    ],
    solutions: {
      overview: '/technology_analytics/about',
      modules: ['/technographics', '/digital_channels', '/reports'],
      fallback: '/fi_prospect/about_technographics',
    },
    walkthrough: [
      {
        title: 'Pick a solution',
        caption: 'Core, digital banking, cards, lending platforms and more.',
        visual: 'search',
      },
      {
        title: 'See what peers run',
        caption: 'The vendors and products of institutions like yours.',
        visual: 'table',
      },
      {
        title: 'Compare performance',
        caption: 'How the clients of each product perform financially.',
        visual: 'bars',
      },
      {
        title: 'Check digital channels',
        caption: 'Mobile app features and ratings against your peers.',
        visual: 'cards',
      },
    ],
  },
];

export type UseCase = {
  title: (typeof USE_CASE_SECTIONS)[number];
  text: string;
  tools: readonly { label: string; to: string }[];
};

/** The institution home's use-case sections, in the spec's order. */
export const USE_CASES: readonly UseCase[] = [
  {
    title: 'Benchmarking',
    text: 'Compare profitability, growth and risk with the peers you choose, theme by theme, and see where you rank nationally.',
    tools: [
      { label: 'Advisor', to: '/analytics/about_advisor' },
      { label: 'Reporter', to: '/analytics/about_reporter' },
    ],
  },
  {
    title: 'Strategic Planning',
    text: 'Set targets with your peers’ and the industry’s trends in view, and take the numbers to your board in Excel.',
    tools: [
      { label: 'Reporter', to: '/analytics/about_reporter' },
      { label: 'Industry Reporter', to: '/fi_vertical_strategy/about_industry_reporter' },
    ],
  },
  {
    title: 'Mergers & Acquisitions',
    text: 'Screen partners and targets, read their full profile, and compare combined history merger restated.',
    tools: [
      { label: 'FIN Profile', to: '/analytics/about_profile' },
      { label: 'Advisor', to: '/analytics/about_advisor' },
    ],
  },
  {
    title: 'Technology & Offering Planning',
    text: 'Learn which vendors and products your peers chose, how their clients perform, and how your digital channels compare.',
    tools: [
      { label: 'Technographics', to: '/fi_prospect/about_technographics' },
      { label: 'Digital Channels', to: '/fi_vertical_strategy/about_digital_channels' },
    ],
  },
];

/** See Solutions opens the area overview when the user has one of its modules (it is access-checked). */
export function solutionsPath(card: HomeCard, menu: readonly MenuModule[] | undefined): string {
  const hasOne = card.solutions.modules.some((path) => menu?.some((m) => m.path === path && m.enabled));
  return hasOne ? card.solutions.overview : card.solutions.fallback;
}
