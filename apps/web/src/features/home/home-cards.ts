export type HomeCard = { id: string; title: string; summary: string; highlights: string[] };

/** The vendor/advisor home (spec section 1); the institution variant joins it with the FI-menu flag. */
export const vendorAdvisorCards: HomeCard[] = [
  {
    id: 'fi-prospecting',
    title: 'FI Prospecting & CRM',
    summary: 'Find the banks and credit unions most likely to buy, and see what they run today.',
    highlights: [
      'Technographics across 400+ solutions',
      'FIN Query prospect lists',
      'FIN Intent signals',
      'VendorFit predictions from over 100 variables',
    ],
  },
  {
    id: 'fi-analytics',
    title: 'FI Analytics',
    summary: 'Benchmark any institution against the peers that matter, across hundreds of metrics.',
    highlights: [
      'Advisor across 15 performance themes',
      'Reporter: multi, single and period views',
      'FIN Profile',
      'Merger-restated history',
    ],
  },
  {
    id: 'fi-vertical-strategy',
    title: 'FI Vertical Strategy',
    summary: 'Size markets and segments, and track how institutions adopt technology.',
    highlights: [
      'Vendor market share and firmographics',
      'Digital channels',
      'Industry reporter',
      '20+ specialty business lines',
    ],
  },
];
