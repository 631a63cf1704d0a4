import type { DocBlock, TextDocument } from './text-pdf.js';

const h2 = (text: string): DocBlock => ({ kind: 'h2', text });
const p = (text: string): DocBlock => ({ kind: 'p', text });
const li = (...items: string[]): DocBlock[] => items.map((text) => ({ kind: 'li', text }));

const GETTING_HELP: DocBlock[] = [
  h2('Getting help'),
  p(
    'Your client admin manages who in your company can open which module. If a menu entry says "You are not currently subscribed to this tool. Click to learn more.", your company has not bought that module yet: the link explains what it offers and lets you request a demo.',
  ),
  p(
    'Choose Contact in the account menu (top right) to write to the FIN Atlas team. After 14 minutes without activity FIN Atlas asks whether you are still there and signs you out after another 60 seconds, so unattended screens do not stay open.',
  ),
];

/** The user guides the menu offers for download (ui_modules.user_guide_url), keyed by file name. */
export const USER_GUIDES: Readonly<Record<string, TextDocument>> = {
  'technographics.pdf': {
    title: 'FIN Atlas Technographics - User Guide',
    subtitle: 'Which vendor products every U.S. bank and credit union runs, and who runs each product.',
    blocks: [
      h2('What Technographics answers'),
      p(
        'Technographics records, for each institution, the vendor and product it uses for each banking service: core processing, online and mobile banking, card processing, lending platforms and hundreds of other solutions. Vendors use it to size markets and find prospects; institutions use it to see what their peers run.',
      ),
      h2('Finding a vendor, product or solution'),
      ...li(
        'Open Technographics from the menu; it starts on Product Search (Fintech - Product Search).',
        'Type a solution type (for example "mobile banking") or a vendor or product name. Results appear as you type, in two columns: VENDOR PRODUCTS and SOLUTIONS.',
        'Each column shows its first entries; choose "...and N more" to expand and "...View Less" to collapse again.',
        'Choose a vendor for its vendor report, a product for its product report, or a solution for the service report listing every institution and the product it runs.',
      ),
      h2('Reports'),
      ...li(
        'Vendor report: the vendor products and how many institutions run each, split by banks and credit unions and by asset size.',
        'Product report: the institutions running one product for one service, with their assets and location.',
        'Service report: market share of every vendor product for a solution, with a top-vendors counter (default 15, Reset to 15, Show All).',
        'Vendor Coverage and Solutions list every vendor and solution the data covers.',
        'Every report downloads to Excel; the first row carries the confidentiality and copyright notice of the licensed data.',
      ),
      h2('Related tools'),
      ...li(
        'Conference Import (vendor menu): upload an attendee list and match it to institutions.',
        'CRM Data Enrichment (with FIN CRM): add technographic fields to the institutions in your CRM.',
        'Market Reports: vendor market share and firmographics by asset group, FI type and known vendor.',
      ),
      ...GETTING_HELP,
    ],
  },
  'advisor.pdf': {
    title: 'FIN Atlas Advisor - User Guide',
    subtitle: 'Peer-group performance reports in profit, growth, risk and offering.',
    blocks: [
      h2('What Advisor answers'),
      p(
        'Advisor compares one institution with a peer group of your choice, theme by theme, and explains where it stands. It works from the quarterly call reports every bank files with the FDIC and every credit union files with the NCUA.',
      ),
      h2('Step 1: select the institution'),
      ...li(
        'Open Advisor; it starts on Select Institution.',
        'Search by name, city, RSSD ID or FDIC certificate / NCUA charter number and choose the institution.',
      ),
      h2('Step 2: select the peer group'),
      ...li(
        'Quick search builds a peer group from asset size and geography.',
        'Advanced search adds ranges for assets, deposit accounts and branches, and up to three rows each for loan mix, deposit mix, fee mix, profit, growth and risk, plus three offering rows of bank service, vendor and product.',
        'Saved peer groups can be reused and shared with your user groups.',
      ),
      h2('Step 3: read the sections'),
      ...li(
        'Profit: macro profitability, efficiency ratio, net interest margin, non-interest income and expense.',
        'Growth: franchise growth (banks), member and share growth (credit unions), loan, deposit and earnings growth.',
        'Risk: enterprise risk, capital adequacy, asset quality, liquidity risk and earnings quality.',
        'Offering: retail and business services, vendor products and top technologies.',
        'Each section opens on its Executive Brief summary.',
      ),
      h2('Controls'),
      ...li(
        'Span: Qtr, T12 (the default) or YTD.',
        'Set: as reported, or merger restated (banks only) to compare like with like across mergers.',
        'Show Peers lists the peer values next to the institution; Excel download exports the view.',
      ),
      ...GETTING_HELP,
    ],
  },
  'reporter.pdf': {
    title: 'FIN Atlas Reporter - User Guide',
    subtitle: 'Multi-metric, single-metric and period reports for any institution and peer group.',
    blocks: [
      h2('What Reporter answers'),
      p(
        'Reporter puts any set of call-report metrics for an institution and its peers on one screen, as charts or a peer table, with national rankings and peer statistics.',
      ),
      h2('Building a report'),
      ...li(
        'Select Institution: find the institution by name or regulatory id.',
        'Select Peer Group: choose a saved group or build one with quick or advanced search.',
        'Select Report: choose a standard report or one of your custom reports. If a step is missing Reporter tells you which: "Please select institution.", "Please select peer group." or "Please select Report."',
      ),
      h2('Viewing a report'),
      ...li(
        'Multi: several metrics over five periods. Single: one metric across the peer group. Period: every peer for one period, loaded 500 peers at a time.',
        'Chart types: bar, performance (line) and peer table. A non-metric selection always shows as a peer table.',
        'Span (Qtr, T12, YTD), merger-restated set (banks only) and Show Peers reload the data.',
        'Download to Excel exports the report with its confidentiality notice on the first row.',
      ),
      h2('Progress'),
      p(
        'Large reports run in the background. The progress bar starts at "Preparing..." and the report opens when it reaches 100%; you can leave the page and come back.',
      ),
      ...GETTING_HELP,
    ],
  },
};
