// Every user-facing text of the specs, verbatim, so the server and the web never drift apart
// and tests can assert the exact wording. Do not "fix" spelling or punctuation here: the
// specs are the contract (for example 'Invalid token. please retry.' keeps its lower-case p).
export const MESSAGES = {
  banner: {
    appUpgraded: 'Application has been upgraded. Please refresh to continue.',
  },
  page: {
    notFoundTitle: "Oops! You're lost.",
    notFoundBody: 'The page you are looking for was not found.',
    unauthorizedTitle: 'Unauthorized.',
    unauthorizedBody: 'You are not authorized. Please contact admin.',
    appUpgradedRelogin: 'Application upgraded, refresh and relogin',
    productSearchTitle: 'Fintech - Product Search',
  },
  toast: {
    actionSuccess: 'Action successfully performed',
    notAuthorized: 'You are not authorized. Please contact admin.',
    actionInvalid: 'Action invalid. Please check',
    validationFailed: 'Validation failed. Please check.',
    // 403 from any call; note the full stop, unlike the module guard's comma.
    forbidden: 'Page access restricted. Please contact admin.',
    moduleNotEnabled: 'Page access restricted, please contact admin',
    genericError:
      'Sorry, an error has occurred. Please try again. If the problem continues, please know that our team has been alerted.',
    conferenceDeleted: 'Conference successfully deleted.',
    cardPaymentProblem:
      'There was a problem processing your credit card; please double check your payment information and try again.',
  },
  validation: {
    prefix: 'Validation failed. ',
    queryNameExists: 'Validation failed. Query name already exists.',
    reportNameExists: 'Validation failed. Report name already exists.',
    segmentNameExists: 'Validation failed. Segment name already exists.',
    conferenceNameExists: 'Validation failed. Conference name already exists.',
    conferenceDoesNotExist: 'Validation failed. Conference does not exist.',
    subscriptionRecheck: 'Validation failed. Please recheck.',
    invalidToken: 'Invalid token. please retry.',
  },
  selection: {
    selectPeerGroup: 'Please select peer group.',
    selectInstitution: 'Please select institution.',
    selectReport: 'Please select Report.',
    selectFiGroup: 'Please select FI Group.',
  },
  subscription: {
    notSubscribed: 'You are not currently subscribed to this tool. Click to learn more.',
  },
  report: {
    preparing: 'Preparing...',
    recordNotFound: 'Record not found',
    rerunReport: 'Rerun Report',
    reportOptions: 'Report Options',
    showPeers: 'Show Peers',
  },
  search: {
    placeholder: 'Enter a solution type or a specific vendor or product name',
    vendorProductsHeading: 'VENDOR PRODUCTS',
    solutionsHeading: 'SOLUTIONS',
    viewAllVendors: 'View All Vendors',
    viewAllSolutions: 'View All Solutions',
    noMatchingVendorProducts: 'No matching Vendors/Products',
    noMatchingSolutions: 'No matching Solutions',
    viewLess: '...View Less',
  },
  filter: {
    all: '(ALL)',
    selectAll: 'Select All',
    clearAll: 'Clear All',
    mbAgeGroup: 'MB Age Group (000):',
    knownVendor: 'Known Vendor:',
    knownOlbVendor: 'Known OLB Vendor:',
    showAll: 'Show All',
    resetToDefaultTopVendors: 'Reset to 15',
  },
  intent: {
    deletedElement: '(Deleted)',
  },
  home: {
    institutionAnalytics: 'Institution Analytics',
    technologyAnalytics: 'Technology Analytics',
    fiProspectingAndCrm: 'FI Prospecting & CRM',
    fiAnalytics: 'FI Analytics',
    fiVerticalStrategy: 'FI Vertical Strategy',
    seeSolutions: 'See Solutions',
    quickVideo: 'Quick Video',
    requestDemo: 'Request Demo',
  },
} as const;

// Home-page use-case sections, in the order the spec lists them.
export const USE_CASE_SECTIONS = [
  'Benchmarking',
  'Strategic Planning',
  'Mergers & Acquisitions',
  'Technology & Offering Planning',
] as const;

// Texts with a number in them. Built here so the wording lives beside the static texts.
export const MESSAGE_TEMPLATES = {
  groupsSelected: (count: number): string => `${count} group(s) selected`,
  andMore: (count: number): string => `...and ${count} more`,
} as const;
