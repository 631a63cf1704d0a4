import type { DemoRequestTopic } from '@fin-atlas/domain';

export type AboutTopicId =
  | 'technographics'
  | 'fin_query'
  | 'fin_intent'
  | 'crm'
  | 'vendor_fit'
  | 'advisor'
  | 'reporter'
  | 'profile'
  | 'market_reports'
  | 'digital_channels'
  | 'industry_reporter'
  | 'report_writer'
  | 'strategy'
  | 'fi_analytics'
  | 'institution_analytics'
  | 'technology_analytics'
  | 'reports';

export type AboutTopic = {
  id: AboutTopicId;
  title: string;
  tagline: string;
  /** The menu module (ui_modules path) whose purchase opens it; null for an area of several modules. */
  modulePath: string | null;
  /** Modules of an area overview, by menu path. */
  areaModules?: readonly string[];
  /** Where "Open" leads once the user has access. */
  startPath: string | null;
  demoTopic: DemoRequestTopic;
  summary: string;
  capabilities: readonly string[];
  data: readonly string[];
};

const REGULATOR_DATA = [
  'Quarterly call reports of every FDIC-insured bank (FFIEC 031/041/051, from the FDIC) and every federally insured credit union (NCUA 5300).',
  'FDIC structure changes (mergers, acquisitions, charter changes), so history can be merger-restated.',
] as const;

const TECHNOGRAPHIC_DATA = [
  'FIN Atlas technographics research: which vendor and product each institution uses for each banking service, gathered from institution websites, app stores, regulatory filings, press releases, job postings and conference attendance.',
  'Institution firmographics (assets, branches, charter, regulator, location) from the FDIC and the NCUA.',
] as const;

/** What each module does, the data it uses and how to get it: the about pages of spec section 2. */
export const ABOUT_TOPICS: Readonly<Record<AboutTopicId, AboutTopic>> = {
  technographics: {
    id: 'technographics',
    title: 'Technographics',
    tagline: 'Which vendor products every U.S. bank and credit union runs, and who runs each product.',
    modulePath: '/technographics',
    startPath: '/technographics/product/search',
    demoTopic: 'technographics',
    summary:
      'Technographics maps the technology of the U.S. banking market: for each bank and credit union, the vendor and product behind each service, from core processing to mobile banking. Vendors size their markets and find competitors’ clients; institutions see what their peers run.',
    capabilities: [
      'Product search across vendors, products and solutions, with vendor, product and service reports.',
      'Vendor coverage and solution lists covering {solutions} solutions.',
      'Performographics: how the clients of each product perform financially.',
      'Conference import: match an attendee list to institutions (vendor menu).',
      'CRM data enrichment: add technographic fields to the institutions in your CRM (with FIN CRM).',
      'Excel downloads carrying the licensed-data confidentiality notice.',
    ],
    data: TECHNOGRAPHIC_DATA,
  },
  fin_query: {
    id: 'fin_query',
    title: 'FIN Query',
    tagline:
      'Prospect lists built from any combination of firmographic, financial and technographic criteria.',
    modulePath: '/technographics/fin_query',
    startPath: '/technographics/fin_query/query',
    demoTopic: 'fin_query',
    summary:
      'FIN Query builds lists of institutions that match your criteria, then saves, reruns and downloads them. A rule can combine who an institution is, how it performs, what it runs and what it is researching.',
    capabilities: [
      'Query builder categories: Select Institutions, Firmographics, Market Area, Segmentation, Technographics, Digital Channels, FIN Intent, Financial Data, Custom Search and VendorFit Core Processing.',
      'A mortgage-lender variant with Mortgage Lending criteria (with the mortgage permission).',
      'Saved queries and reports, shared with your user groups, with scheduled delivery by subscription.',
      'Downloads in CSV or Excel, priced per institution and element before you buy.',
    ],
    data: [...REGULATOR_DATA, ...TECHNOGRAPHIC_DATA.slice(0, 1)],
  },
  fin_intent: {
    id: 'fin_intent',
    title: 'FIN Intent',
    tagline: 'Signals that an institution is researching a solution, before it issues an RFP.',
    modulePath: '/fi_prospect/intent',
    startPath: '/fi_prospect/intent/signals',
    demoTopic: 'fin_intent',
    summary:
      'FIN Intent turns research activity into buying signals: which institutions are looking into which solutions, and how far along they are (early research, active research, in-depth research).',
    capabilities: [
      'Signal lists by solution and intent level, with the institutions behind each signal.',
      'Signal detail with the evidence and its timeline.',
      'Intent criteria in FIN Query, to combine signals with firmographics and technographics.',
    ],
    data: [
      'Research activity attributed to institutions, grouped into early, active and in-depth research.',
      'Institution firmographics from the FDIC and the NCUA.',
    ],
  },
  crm: {
    id: 'crm',
    title: 'FIN CRM',
    tagline: 'FIN Atlas data inside the accounts of your CRM.',
    modulePath: '/crm_data',
    startPath: '/crm_data/dashboard',
    demoTopic: 'crm',
    summary:
      'FIN CRM connects your CRM to FIN Atlas: institutions in your CRM are matched to their regulatory records and enriched with firmographic, financial and technographic fields, kept current as new data arrives.',
    capabilities: [
      'Matching of CRM accounts to banks, holding companies and credit unions.',
      'CRM data enrichment with technographic fields (Technographics > CRM Data Enrichment).',
      'A dashboard of match rates and the fields kept in sync.',
    ],
    data: [...TECHNOGRAPHIC_DATA],
  },
  vendor_fit: {
    id: 'vendor_fit',
    title: 'VendorFit',
    tagline:
      'How well a vendor’s product suits an institution, predicted from {vendor_fit_variables} variables.',
    modulePath: '/fi_prospect/vendor_fit',
    startPath: '/fi_prospect/vendor_fit/select_institution',
    demoTopic: 'vendor_fit',
    summary:
      'VendorFit predicts which core-processing products an institution is most likely to choose, by comparing it with the institutions that run each product today.',
    capabilities: [
      'Choose an institution, then a solution, then read the predictions.',
      'Sections: Financial Institution, Product Fit Ranking, Size, Market, Strategy, Profit, Growth, Risk, Productivity and Technology.',
      'Product fit ranking and the client institutions behind each product.',
    ],
    data: [...REGULATOR_DATA.slice(0, 1), ...TECHNOGRAPHIC_DATA.slice(0, 1)],
  },
  advisor: {
    id: 'advisor',
    title: 'Advisor',
    tagline: 'Peer-group performance reports in profit, growth, risk and offering.',
    modulePath: '/analytics/advisor',
    startPath: '/analytics/advisor/select_institution',
    demoTopic: 'advisor',
    summary:
      'Advisor compares an institution with a peer group of your choice, theme by theme, and explains where it stands, from an Executive Brief down to each performance theme.',
    capabilities: [
      'Peer groups from quick search or advanced search (assets, accounts, branches, loan, deposit and fee mix, profit, growth, risk and offering rows).',
      'Profit, growth, risk and offering sections, each opening on its Executive Brief.',
      'Spans Qtr, T12 and YTD; merger-restated history for banks; Excel download.',
    ],
    data: [...REGULATOR_DATA],
  },
  reporter: {
    id: 'reporter',
    title: 'Reporter',
    tagline: 'Multi-metric, single-metric and period reports for any institution and peer group.',
    modulePath: '/analytics/reporter',
    startPath: '/analytics/reporter/select_institution',
    demoTopic: 'reporter',
    summary:
      'Reporter puts any set of call-report metrics for an institution and its peers on one screen, as charts or a peer table, with peer statistics and national rankings.',
    capabilities: [
      'Report modes: multi, single and period (500 peers per page).',
      'Chart types: bar, performance and peer table; Show Peers; Excel download.',
      'Standard reports and your own custom reports.',
    ],
    data: [...REGULATOR_DATA],
  },
  profile: {
    id: 'profile',
    title: 'FIN Profile',
    tagline: 'One page that tells the whole story of an institution.',
    modulePath: '/analytics/fin_profile',
    startPath: '/analytics/fin_profile/select_institution',
    demoTopic: 'profile',
    summary:
      'FIN Profile assembles an institution’s firmographics, financial performance, technology and digital channels into one profile, with custom profiles for the sections you care about.',
    capabilities: [
      'Bank profile, financial highlights, technology and digital channels sections.',
      'Custom profiles choosing and ordering sections.',
      'Digital-channel subscribers without FIN Profile get the Digital Channels and Bank Profile sections (partial access).',
    ],
    data: [...REGULATOR_DATA.slice(0, 1), ...TECHNOGRAPHIC_DATA],
  },
  market_reports: {
    id: 'market_reports',
    title: 'Market Reports',
    tagline: 'Vendor market share and firmographics for every banking solution.',
    modulePath: '/reports',
    startPath: '/reports/market_reports',
    demoTopic: 'market_reports',
    summary:
      'Market Reports measure each vendor’s share of a solution by client count, assets or accounts, and profile the institutions behind it.',
    capabilities: [
      'Measures: client count, assets and accounts; FI type and asset-group filters; known-vendor filter.',
      'Top vendors counter (default 15, Show All, Reset to 15), products per vendor.',
      'Firmographics report of the institutions using each vendor; Excel download.',
    ],
    data: [...TECHNOGRAPHIC_DATA],
  },
  digital_channels: {
    id: 'digital_channels',
    title: 'Digital Channels',
    tagline: 'Retail mobile and online banking: who provides it, what it offers and how customers rate it.',
    modulePath: '/digital_channels',
    startPath: '/digital_channels/dashboard',
    demoTopic: 'digital_channels',
    summary:
      'Digital Channels tracks the retail mobile and online banking of U.S. institutions: providers, features, app ratings and market share, with Retail Mobile Banking as the default dashboard.',
    capabilities: [
      'Dashboards for Retail Mobile Banking and Retail Online Banking.',
      'Filters by FI type, asset group, mobile-banking age group, known vendor, app type and vendor branding.',
      'Top vendors and top features counters; period-over-period comparison.',
    ],
    data: [
      'App store listings and ratings of institutions’ mobile banking apps, and the features of their online banking.',
      ...TECHNOGRAPHIC_DATA,
    ],
  },
  industry_reporter: {
    id: 'industry_reporter',
    title: 'Industry Reporter',
    tagline: 'Industry-wide trends by segment, for groups of institutions rather than one.',
    modulePath: '/reports/industry_reporter',
    startPath: '/reports/industry_reporter/select_fi_group',
    demoTopic: 'industry_reporter',
    summary:
      'Industry Reporter aggregates groups of institutions (for example all credit unions of one state, or banks by asset band) and shows how their totals and ratios move, segment by segment.',
    capabilities: [
      'Steps: group, segmentation, report, view.',
      'Segments, totals and graphs; chart or table; Trailing-12 Months by default; Multi-Period or Single-Period scope.',
      'A notice with Rerun Report when the source data has been updated.',
    ],
    data: [...REGULATOR_DATA],
  },
  report_writer: {
    id: 'report_writer',
    title: 'Custom Report Writer',
    tagline: 'Your own reports from firmographic, financial, technographic and other elements.',
    modulePath: null,
    startPath: null,
    demoTopic: 'report_writer',
    summary:
      'The report writer defines self-serve reports element by element: firmographics, financial metrics and statements, technographics, segmentation, performographics, market area, digital channels, FI contacts, VendorFit and FIN Intent.',
    capabilities: [
      'Set as reported or merger restated; span Quarterly, Trailing-12 Months or Yearly; scope 5-Period Trend or Current Period.',
      'Headers and graphs arranged in a format tree; banks, credit unions, holding companies or both.',
      'Save, edit, delete and subscribe to custom reports.',
    ],
    data: [...REGULATOR_DATA, ...TECHNOGRAPHIC_DATA.slice(0, 1)],
  },
  strategy: {
    id: 'strategy',
    title: 'Strategy',
    tagline: 'Where your clients are, where your product is missing, and who to call next.',
    modulePath: '/strategy',
    startPath: '/strategy/segmentation',
    demoTopic: 'strategy',
    summary:
      'Strategy turns the market data into a vendor’s plan. Segmentation lays your clients over the whole market, segment by segment, so you see where you are strong and where the room is. White space assessment takes one of your products (or any solution) and shows where the market does not run it: who runs a competitor, who runs it in-house, who does not offer the service, and which of them look most like the institutions that already chose you. Publications hold the FIN Atlas research your company may read.',
    capabilities: [
      'Segmentation: a market (a whole industry, a peer group or a saved query) cut by a segment set such as asset bands, with your clients from a CRM list or a saved query: institutions, clients, non-clients and their assets per segment, your share of clients and of client assets, and penetration, as a chart, a table and an Excel file.',
      'Any segment’s non-clients open as a FIN Query list, saved where your other queries are.',
      'White space: for a vendor product or a solution, the market split by what each institution runs today, by segment, by state and by asset band, with the competitors the white space runs.',
      'Prospects ranked by a fit score you can read: how often institutions of the same size, FI type, state and nearest peers already run the product; exported to Excel or opened in FIN Query.',
      'Publications: FIN Atlas research as PDFs, searchable, released to every client or to chosen companies.',
    ],
    data: [...TECHNOGRAPHIC_DATA, ...REGULATOR_DATA.slice(0, 1)],
  },
  fi_analytics: {
    id: 'fi_analytics',
    title: 'FI Analytics',
    tagline: 'Benchmark any bank or credit union against the peers that matter.',
    modulePath: null,
    areaModules: [
      '/analytics/advisor',
      '/analytics/reporter',
      '/analytics/fin_profile',
      '/reports/industry_reporter',
    ],
    startPath: null,
    demoTopic: 'fi_analytics',
    summary:
      'FI Analytics brings together Advisor, Reporter, FIN Profile and Industry Reporter: performance analysis of institutions and peer groups from regulatory data, with merger-restated history.',
    capabilities: [
      'Advisor across {performance_themes} performance themes.',
      'Reporter: multi, single and period views of any metric.',
      'FIN Profile and Industry Reporter for institution and industry views.',
    ],
    data: [...REGULATOR_DATA],
  },
  institution_analytics: {
    id: 'institution_analytics',
    title: 'Institution Analytics',
    tagline: 'Benchmark your institution and plan with your peers’ numbers in view.',
    modulePath: null,
    areaModules: [
      '/analytics/advisor',
      '/analytics/reporter',
      '/analytics/fin_profile',
      '/reports/industry_reporter',
    ],
    startPath: null,
    demoTopic: 'institution_analytics',
    summary:
      'Institution Analytics is how a bank or credit union measures itself: Advisor and Reporter compare your institution with peer groups you define; FIN Profile and Industry Reporter put it in its market.',
    capabilities: [
      'Benchmarking against custom peer groups, theme by theme.',
      'Strategic planning and board reporting with Excel exports.',
      'Merger and acquisition analysis with merger-restated history.',
    ],
    data: [...REGULATOR_DATA],
  },
  technology_analytics: {
    id: 'technology_analytics',
    title: 'Technology Analytics',
    tagline: 'What your peers run, and how its users perform.',
    modulePath: null,
    areaModules: ['/technographics', '/digital_channels', '/reports'],
    startPath: null,
    demoTopic: 'technology_analytics',
    summary:
      'Technology Analytics shows an institution the technology landscape: which vendors and products peers use, how institutions on each product perform, and how digital channels compare.',
    capabilities: [
      'Technographics of peers and the market, across {solutions} solutions.',
      'Digital channels: mobile and online banking features and ratings.',
      'Vendor market share for technology and offering planning.',
    ],
    data: [...TECHNOGRAPHIC_DATA],
  },
  reports: {
    id: 'reports',
    title: 'Reports',
    tagline: 'Market and industry reports ready to download.',
    modulePath: null,
    areaModules: ['/reports', '/reports/industry_reporter'],
    startPath: null,
    demoTopic: 'reports',
    summary:
      'Reports gathers Market Reports (vendor market share and firmographics) and Industry Reporter (industry trends by segment).',
    capabilities: [
      'Vendor market share by client count, assets or accounts.',
      'Firmographics of each vendor’s clients.',
      'Industry trends by segment with Excel download.',
    ],
    data: [...REGULATOR_DATA, ...TECHNOGRAPHIC_DATA.slice(0, 1)],
  },
};
