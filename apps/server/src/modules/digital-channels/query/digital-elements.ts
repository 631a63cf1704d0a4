import {
  APP_TYPES,
  DIGITAL_CHANNELS_UNKNOWN_VENDOR,
  DIGITAL_FEATURES,
  type DigitalChannel,
  DOWNLOAD_BANDS,
  MB_AGE_GROUPS,
  mbAgeGroupOf,
  type NumberFormatCode,
  type QueryOption,
  UNKNOWN_DIGITAL_VENDOR_ID,
  VENDOR_BRANDED_OPTIONS,
} from '@fin-atlas/domain';
import { NCUA_ELECTRONIC_SERVICES } from '../../../reference/ncua-electronic-services.js';
import type { InstitutionChannels, NewestQuarter } from './newest-quarter.js';

/** What an institution's rules read: its channels at the newest quarter and, for a credit union, its NCUA answers. */
export type Holder = {
  channels: InstitutionChannels | undefined;
  services: ReadonlySet<string> | undefined;
};

type Common = {
  id: number;
  name: string;
  /** The builder's section inside the Digital Channels category. */
  section: string;
  group: string | null;
  definition: string;
  /** The FI types that report it; empty for every type. */
  fiTypes: string[];
};

export type NumberElement = Common & {
  kind: 'number';
  format: NumberFormatCode;
  read(holder: Holder): number | null;
};

export type OptionsElement = Common & {
  kind: 'options';
  options(data: NewestQuarter): QueryOption[];
  /** Whether a chosen value is usable though not offered now (a vendor no longer present). */
  accepts?(value: string, data: NewestQuarter): boolean;
  /** The institution's values; null when it has nothing to test (no rule matches it, not even "is none of"). */
  values(holder: Holder): string[] | null;
};

export type DigitalElement = NumberElement | OptionsElement;

const MOBILE = 'Mobile Banking';
const ONLINE = 'Online Banking';
const FEATURES = 'Features';
const NCUA = 'NCUA Electronic Services';
const NEWEST = 'at the newest digital channels quarter';

export const YES = 'yes';
export const NO = 'no';
const YES_NO: QueryOption[] = [
  { value: YES, label: 'Yes' },
  { value: NO, label: 'No' },
];

const idOptions = (list: readonly { id: number; name: string }[]): QueryOption[] =>
  list.map((o) => ({ value: String(o.id), label: o.name }));

const hasMobile = (h: Holder): h is Holder & { channels: InstitutionChannels } =>
  (h.channels?.vendors.mobile.length ?? 0) > 0;

const yesNo = (known: boolean, yes: boolean): string[] | null => (known ? [yes ? YES : NO] : null);

function vendorElement(id: number, channel: DigitalChannel, name: string, section: string): OptionsElement {
  return {
    kind: 'options',
    id,
    name,
    section,
    group: null,
    fiTypes: [],
    definition: `The vendor of the institution's retail ${channel} banking ${channel === 'mobile' ? 'app' : 'platform'} ${NEWEST}; "${DIGITAL_CHANNELS_UNKNOWN_VENDOR}" where no vendor is known.`,
    options: (data) => [
      ...data.vendorsOf[channel].map((v) => ({
        value: String(v),
        label: data.vendorName.get(v) ?? String(v),
      })),
      { value: String(UNKNOWN_DIGITAL_VENDOR_ID), label: DIGITAL_CHANNELS_UNKNOWN_VENDOR },
    ],
    accepts: (value, data) => data.vendorName.has(Number(value)),
    values: (h) => {
      const vendors = h.channels?.vendors[channel] ?? [];
      return vendors.length > 0 ? vendors.map(String) : null;
    },
  };
}

const mobileNumber = (
  fields: Omit<NumberElement, 'kind' | 'section' | 'group' | 'fiTypes' | 'read'>,
  read: (c: InstitutionChannels) => number | null,
): NumberElement => ({
  kind: 'number',
  section: MOBILE,
  group: null,
  fiTypes: [],
  ...fields,
  read: (h) => (hasMobile(h) ? read(h.channels) : null),
});

const mobileOptions = (
  fields: Omit<OptionsElement, 'kind' | 'section' | 'group' | 'fiTypes' | 'values'>,
  values: (c: InstitutionChannels) => string[],
): OptionsElement => ({
  kind: 'options',
  section: MOBILE,
  group: null,
  fiTypes: [],
  ...fields,
  values: (h) => {
    const found = hasMobile(h) ? values(h.channels) : [];
    return found.length > 0 ? found : null;
  },
});

const CHANNEL_ELEMENTS: DigitalElement[] = [
  vendorElement(1, 'mobile', 'Mobile Banking Vendor', MOBILE),
  vendorElement(2, 'online', 'Online Banking Vendor', ONLINE),
  mobileNumber(
    {
      id: 3,
      name: 'Mobile App Rating',
      format: 'N2',
      definition: `The store rating of the mobile banking app ${NEWEST}, weighted by rating count across its App Store and Google Play listings (1 to 5).`,
    },
    (c) => c.rating,
  ),
  mobileNumber(
    {
      id: 4,
      name: 'Mobile App Rating Count',
      format: 'N0',
      definition: `Ratings of the mobile banking app across its store listings ${NEWEST}.`,
    },
    (c) => c.ratingCount,
  ),
  mobileNumber(
    {
      id: 5,
      name: 'MB Age (years)',
      format: 'N2',
      definition: `Years since the mobile banking app was first launched (its oldest store listing), ${NEWEST}.`,
    },
    (c) => c.mbAge,
  ),
  mobileOptions(
    {
      id: 6,
      name: 'MB Age Group',
      definition: `The mobile banking app's age band ${NEWEST}.`,
      options: () => idOptions(MB_AGE_GROUPS),
    },
    (c) => {
      const group = mbAgeGroupOf(c.mbAge);
      return group === null ? [] : [String(group)];
    },
  ),
  mobileOptions(
    {
      id: 7,
      name: 'Vendor Branded App',
      definition: `Whether the mobile banking app is published under the vendor's developer account or the institution's own brand, ${NEWEST}.`,
      options: () => idOptions(VENDOR_BRANDED_OPTIONS),
    },
    (c) => [String(VENDOR_BRANDED_OPTIONS[c.vendorBranded ? 0 : 1].id)],
  ),
  mobileOptions(
    {
      id: 8,
      name: 'App Type',
      definition: `How the mobile banking app is built (native, hybrid or a web wrapper), ${NEWEST}.`,
      options: () => idOptions(APP_TYPES),
    },
    (c) => c.appTypes.map(String),
  ),
  mobileOptions(
    {
      id: 9,
      name: 'Mobile App Downloads',
      definition: `The install band the stores publish for the app (its highest listing), ${NEWEST}.`,
      options: () => idOptions(DOWNLOAD_BANDS),
    },
    (c) => (c.downloadBand === null ? [] : [String(c.downloadBand)]),
  ),
  mobileNumber(
    {
      id: 10,
      name: 'Mobile App Feature Count',
      format: 'N0',
      definition: `How many of the tracked features the mobile banking app offers ${NEWEST}.`,
    },
    (c) => c.features.mobile.size,
  ),
  {
    kind: 'number',
    id: 11,
    name: 'Online Banking Feature Count',
    section: ONLINE,
    group: null,
    fiTypes: [],
    format: 'N0',
    definition: `How many of the tracked features the online banking platform offers ${NEWEST}.`,
    read: (h) =>
      (h.channels?.vendors.online.length ?? 0) > 0 ? (h.channels?.features.online.size ?? 0) : null,
  },
];

/** Feature elements are numbered from here (plus the DIGITAL_FEATURES id). */
const FEATURE_BASE = 100;
/** NCUA electronic services from here (plus the question's place in the NCUA list, from 1). */
const SERVICE_BASE = 200;

const FEATURE_ELEMENTS: OptionsElement[] = DIGITAL_FEATURES.map((f) => ({
  kind: 'options',
  id: FEATURE_BASE + f.id,
  name: `Has ${f.name}`,
  section: FEATURES,
  group: null,
  fiTypes: [],
  definition: `Whether the institution's ${f.channels.length === 1 ? 'mobile banking app' : 'mobile banking app or online banking platform'} offers ${f.name} ${NEWEST}.`,
  options: () => YES_NO,
  values: (h) =>
    yesNo(
      h.channels !== undefined,
      f.channels.some((c) => h.channels?.features[c].has(f.id)),
    ),
}));

const SERVICE_ELEMENTS: OptionsElement[] = NCUA_ELECTRONIC_SERVICES.map((s, index) => ({
  kind: 'options',
  id: SERVICE_BASE + index + 1,
  name: `Offers ${s.name}`,
  section: NCUA,
  group: s.group === 'access' ? 'How members reach the credit union' : 'What members can do',
  fiTypes: ['credit_union'],
  definition: `Whether the credit union reported offering ${s.name} on the NCUA 5300 call report profile (${s.account.toUpperCase().replace('ACCT_', 'Acct_')}) at the newest cycle loaded.`,
  options: () => YES_NO,
  values: (h) => yesNo(h.services !== undefined, h.services?.has(s.code) ?? false),
}));

export const DIGITAL_ELEMENTS: readonly DigitalElement[] = [
  ...CHANNEL_ELEMENTS,
  ...FEATURE_ELEMENTS,
  ...SERVICE_ELEMENTS,
];

export const DIGITAL_ELEMENT_BY_ID: ReadonlyMap<number, DigitalElement> = new Map(
  DIGITAL_ELEMENTS.map((e) => [e.id, e]),
);

/** NCUA answers are of their own cycle; every other element reads the snapshot quarter. */
export const isServiceElement = (element: DigitalElement): boolean => element.section === NCUA;

export const DIGITAL_SECTIONS = [MOBILE, ONLINE, FEATURES, NCUA] as const;
