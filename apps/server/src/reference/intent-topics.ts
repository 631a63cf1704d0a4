/**
 * The buying topics FIN Intent ships signals for, and the words evidence of each is written in. The
 * demo generator writes job postings and website pages in these words before an institution switches
 * the solution (and, at realistic rates, when it does not); the seeded signals search for the same
 * words, as an operator's signals would search their own feeds. Phrases are plain English, so a
 * full-text query ('english' configuration) matches their stems.
 */
export type IntentTopic = {
  key: string;
  /** The solution (solution catalog name) a switch of which the topic's evidence precedes. */
  solution: string;
  /** The seeded signal's name. */
  signalName: string;
  /** Phrases job postings about the project use (titles and text). */
  postingPhrases: readonly string[];
  /** Phrases website pages announcing the change use. */
  pagePhrases: readonly string[];
  /** The full-text query (websearch syntax) the seeded signal's posting element runs. */
  postingQuery: string;
  /** The full-text query (websearch syntax) the seeded signal's page element runs. */
  pageQuery: string;
  /** Contact roles whose arrival often precedes the project. */
  hireRoles: readonly string[];
};

export const INTENT_TOPICS: readonly IntentTopic[] = [
  {
    key: 'core',
    solution: 'Core Processing',
    signalName: 'Core Conversion',
    postingPhrases: [
      'core conversion project',
      'core system conversion',
      'core processing implementation',
      'conversion analyst',
      'core platform migration',
    ],
    pagePhrases: [
      'we are upgrading our core banking system',
      'system conversion weekend',
      'new account numbers after our conversion',
      'branch hours during our system upgrade',
    ],
    postingQuery: '"core conversion" OR "core system" OR "core processing" OR "conversion analyst"',
    pageQuery: '"system conversion" OR "core banking system" OR "system upgrade"',
    hireRoles: ['technology', 'operations'],
  },
  {
    key: 'online_banking',
    solution: 'Retail Online Banking',
    signalName: 'Digital Banking Replacement',
    postingPhrases: [
      'digital banking implementation',
      'online banking platform migration',
      'digital banking product owner',
      'digital channels conversion',
    ],
    pagePhrases: [
      'our new online banking is coming',
      'online banking upgrade frequently asked questions',
      'register for the new digital banking experience',
    ],
    postingQuery: '"digital banking" OR "online banking platform" OR "digital channels"',
    pageQuery: '"new online banking" OR "online banking upgrade" OR "new digital banking"',
    hireRoles: ['technology', 'retail', 'marketing'],
  },
  {
    key: 'mobile_banking',
    solution: 'Retail Mobile Banking',
    signalName: 'Mobile App Replacement',
    postingPhrases: ['mobile app implementation', 'mobile banking product manager', 'mobile app migration'],
    pagePhrases: ['download our new mobile app', 'our new mobile banking app is here', 'mobile app upgrade'],
    postingQuery: '"mobile app" OR "mobile banking"',
    pageQuery: '"new mobile app" OR "mobile app upgrade" OR "new mobile banking"',
    hireRoles: ['technology', 'retail'],
  },
  {
    key: 'debit_card',
    solution: 'Debit Card Processing',
    signalName: 'Card Processor Change',
    postingPhrases: [
      'card processing conversion',
      'debit card program conversion',
      'card platform migration',
    ],
    pagePhrases: [
      'your new debit card is on its way',
      'debit card conversion',
      'activate your new debit card',
    ],
    postingQuery: '"card processing" OR "card program" OR "card platform"',
    pageQuery: '"new debit card" OR "debit card conversion"',
    hireRoles: ['operations', 'retail'],
  },
  {
    key: 'loan_origination',
    solution: 'Consumer Loan Origination',
    signalName: 'Loan Origination Upgrade',
    postingPhrases: [
      'loan origination system implementation',
      'lending platform migration',
      'LOS administrator',
    ],
    pagePhrases: ['apply online with our new loan application', 'a faster way to apply for a loan'],
    postingQuery: '"loan origination" OR "lending platform" OR "LOS administrator"',
    pageQuery: '"new loan application" OR "faster way to apply"',
    hireRoles: ['lending', 'technology'],
  },
];
