export type TermsSection = { id: string; title: string; paragraphs: string[] };

// Plain data so the page stays a layout and the wording can be reviewed on its own.
export const TERMS_SECTIONS: TermsSection[] = [
  {
    id: 'agreement',
    title: '1. The agreement',
    paragraphs: [
      'These terms govern access to FIN Atlas, a subscription service that provides market intelligence on U.S. banks, bank holding companies and credit unions ("the Service"). By creating an account, accepting an invitation or signing in, you accept these terms on behalf of yourself and of the organisation you represent ("the Customer").',
      'If the Customer has signed an order form or master subscription agreement with us, that document prevails over these terms where the two differ.',
    ],
  },
  {
    id: 'accounts',
    title: '2. Accounts and security',
    paragraphs: [
      'Accounts are personal. Each user must have their own login; sharing credentials, or letting anyone outside the Customer use an account, is not allowed. Client administrators are responsible for inviting, editing and deactivating the users of their organisation and for keeping roles appropriate.',
      'Keep your password confidential and tell us promptly at support if you suspect that an account was used without permission. We may require e-mail verification, single sign-on through your identity provider, or other checks before granting access, and we temporarily lock sign-in after repeated failed attempts.',
    ],
  },
  {
    id: 'subscription',
    title: '3. Subscriptions, modules and fees',
    paragraphs: [
      'Access to each module (for example Technographics, FIN Query, Advisor or Reporter) and to enterprise features such as contact details, prospect lists or API access depends on what the Customer has purchased. Fees, subscription periods and renewal terms are set out in the Customer’s order; per-query purchases are priced before they are confirmed.',
      'Unless the order says otherwise, subscriptions renew for the same period and fees are payable in advance and are non-refundable.',
    ],
  },
  {
    id: 'licence',
    title: '4. Your licence to the data',
    paragraphs: [
      'For the subscription term we grant the Customer a non-exclusive, non-transferable licence to access the Service and to use its reports, analyses and exports for the Customer’s internal business purposes, such as benchmarking, strategic planning, sales prospecting and product planning.',
      'Short excerpts may be included in internal presentations and in materials shared with a specific financial institution about that institution, provided FIN Atlas is credited as the source. All other rights in the Service, its software, its compiled data sets and its derived metrics remain ours or our licensors’.',
    ],
  },
  {
    id: 'restrictions',
    title: '5. What you may not do',
    paragraphs: [
      'You may not resell, sublicense, publish or redistribute data from the Service, in whole or in substantial part; use it to build or enrich a competing product or data set; scrape it or access it by automated means other than the documented API; circumvent access controls or usage limits; or use contact details for unsolicited bulk e-mail or in breach of applicable marketing and privacy laws.',
    ],
  },
  {
    id: 'exports',
    title: '6. Exports and data fingerprinting',
    paragraphs: [
      'Downloads and exports (spreadsheets, CSV files, prospect lists and API results) remain subject to these terms wherever they are stored. Exports are logged with the user, time and content requested.',
      'To protect the Customer and us against leaks, every export is individually fingerprinted: it may contain invisible markers, seeded records or variations in ordering and formatting that identify the account that produced it. You must not remove, alter or attempt to defeat these markers. If an export is found outside the Customer’s organisation, the fingerprint may be used to identify its origin, and we may suspend the accounts concerned while we investigate together with the Customer.',
    ],
  },
  {
    id: 'confidentiality',
    title: '7. Confidentiality',
    paragraphs: [
      'Non-public information either party receives from the other, including the Service’s non-public data, pricing, reports and exports, the Customer’s saved queries, peer groups and uploaded lists, and any credentials or API keys, is confidential. The receiving party will use it only to perform or benefit from the subscription, protect it with at least reasonable care, and disclose it only to its employees and contractors who need it and are bound by similar obligations.',
      'These obligations do not cover information that is or becomes public without breach, was already known to the recipient, is independently developed, or must be disclosed by law (in which case the recipient gives notice where it lawfully can). They survive the end of the subscription for five years, and for trade secrets for as long as they remain trade secrets.',
    ],
  },
  {
    id: 'customer-data',
    title: '8. Customer data and privacy',
    paragraphs: [
      'The Customer owns the data it uploads or creates in the Service, such as CRM lists, conference attendee files, saved queries and custom reports. We use it only to provide and support the Service, keep it logically separated from other customers’ data, and delete it within a reasonable period after the subscription ends unless the law requires otherwise.',
      'We process users’ personal data (names, e-mail addresses, sign-in and usage records) to run and secure the Service, as described in our privacy notice. Usage and audit records may be shown to the Customer’s administrators.',
    ],
  },
  {
    id: 'sources',
    title: '9. Data sources and accuracy',
    paragraphs: [
      'Much of the Service is built on public regulatory filings, including FDIC call reports, Summary of Deposits and structure data and NCUA 5300 call reports, combined with our own research and models. Regulators revise filings, and predictions, scores and technology attributions are estimates. The Service is provided to inform business decisions, not as investment, legal, accounting or regulatory advice, and the Customer remains responsible for decisions it makes with it.',
      'Demonstration installations use generated data that is labelled as demo data and must not be relied on.',
    ],
  },
  {
    id: 'availability',
    title: '10. Availability and changes',
    paragraphs: [
      'We aim to keep the Service available around the clock, apart from announced maintenance. We improve the Service continually and may change or retire features, provided that we do not materially reduce the core functionality of a module the Customer has paid for during the current term.',
    ],
  },
  {
    id: 'termination',
    title: '11. Suspension and termination',
    paragraphs: [
      'We may suspend an account that endangers the Service or other customers, or that we reasonably believe breaches sections 5 to 7, and will tell the Customer why. Either party may end the subscription if the other materially breaches these terms and does not cure the breach within thirty days of notice. When the subscription ends, access ends, and the Customer must stop using and delete exports except for copies it is legally required to keep.',
    ],
  },
  {
    id: 'liability',
    title: '12. Warranties and liability',
    paragraphs: [
      'Apart from what these terms expressly promise, the Service is provided "as is". Neither party is liable for indirect or consequential losses or lost profits, and each party’s total liability is limited to the fees paid for the Service in the twelve months before the claim. These limits do not apply to breaches of confidentiality, to misuse of the data under section 5, or to liability that cannot be limited by law.',
    ],
  },
  {
    id: 'general',
    title: '13. General',
    paragraphs: [
      'We may update these terms; material changes are announced in the Service or by e-mail at least thirty days before they take effect, and continued use after that date means acceptance. Neither party may assign the agreement without the other’s consent, except to a successor of its business. Questions about these terms can be sent to your account manager or to support.',
    ],
  },
];
