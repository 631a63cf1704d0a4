import { normaliseInstitutionName } from './name-key.js';
import type { Pattern } from './name-patterns.js';
import { isRealInstitutionName } from './names.js';
import type { Random } from './random.js';

/**
 * Names for the demo's mortgage companies, in the forms real ones file under ("... Mortgage, LLC",
 * "... Home Loans", "... Lending Corp"), made of coined place-like words, and never a real lender's:
 * checked against every real bank, holding company and credit union name (names.ts) and against the
 * independent mortgage companies below.
 */

/** Coined place-like words: each names a company alone or with a second word ("Bluestem Crossing"). */
const FIRST_WORDS =
  `Alderbrook Amberfield Ashbury Ashgrove Aspenmoor Bayberry Birchline Birchmont Blackthorn Bluestem
  Bramblewood Briarstone Brightwater Candlewood Cedarline Cinderwood Clearbrook Cloverdale Copperfield Cresthaven
  Crestline Dawnridge Dovetail Driftstone Eldermoor Elmstead Emberly Fallbrook Fernbrook Fernhill Fieldcrest
  Flintridge Foxglove Foxhollow Glenhaven Glenmoor Goldcrest Goldleaf Greenbriar Hartwell Hawksmoor Heatherstone
  Heronwood Highmoor Hillmoor Hollyridge Honeybrook Ironbark Juniperdale Kestrelwood Kingfisher Lakestone
  Lanternfield Larchmont Larkspur Linwood Maplecrest Marshfield Meadowbrook Millbrook Mistwood Northwind Oakhurst
  Oakmere Pebblebrook Pinehaven Quailridge Ravenwood Redfern Rivermoor Saddlebrook Sandpiper Sedgefield
  Shadowbrook Silverbirch Silverleaf Skylark Starling Stonebriar Summerfield Sunfield Tallgrass Thistledown
  Thornbury Timberwick Trailhead Westbrook Whisperwood Whitethorn Wildmoor Willowmere Windmere Woodhaven Wrenfield
  Yarrow`.split(/\s+/);
const SECOND_WORDS =
  `Bluff Crossing Gate Harbor Hollow Landing Meadow Point Ridge Trail Vista Commons Glen Heights
  Springs`.split(/\s+/);

/** The forms independent mortgage companies file under, by how often they appear. */
const FORMS: readonly Pattern[] = [
  [22, 'Mortgage, LLC'],
  [16, 'Home Loans'],
  [8, 'Lending Corp'],
  [10, 'Home Lending, LLC'],
  [10, 'Mortgage Company'],
  [8, 'Mortgage Corporation'],
  [6, 'Residential Mortgage, Inc.'],
  [8, 'Home Mortgage, Inc.'],
  [6, 'Mortgage Group, Inc.'],
  [4, 'Funding Corp'],
  [2, 'Home Finance, LLC'],
];

/** How a depository's mortgage affiliate is named after its holding company. */
const AFFILIATE_FORMS: readonly Pattern[] = [
  [4, 'Home Mortgage, LLC'],
  [3, 'Mortgage Company'],
  [2, 'Mortgage Services, LLC'],
  [1, 'Home Lending, LLC'],
];

/** Words of a mortgage company's name that say what it is, not who. */
const FORM_WORDS =
  /\b(mortgage|home|homes|loans?|lending|lender|funding|finance|financial|residential|group|services|company|corporation|corp|llc|inc|dba)\b/g;

/** The distinctive part of a lender's name: "Rocket Mortgage, LLC" and "ROCKET MORTGAGE" are "rocket". */
export function mortgageNameCore(name: string): string {
  return normaliseInstitutionName(name.toLowerCase().replace(/[.,]/g, ' ').replace(FORM_WORDS, ' '));
}

/**
 * Large and well-known U.S. independent mortgage companies (HMDA reporters by their distinctive
 * words); the demo never gives out one of these names.
 */
const REAL_MORTGAGE_COMPANIES =
  `Rocket|Quicken|United Wholesale|UWM|loanDepot|Fairway Independent|CrossCountry|
  Guild|Movement|Guaranteed Rate|Rate|PennyMac|Freedom|Mr. Cooper|Nationstar|Newrez|Caliber|AmeriHome|Home Point|
  Better|PrimeLending|Cardinal|Union Home|Churchill|Waterstone|Academy|American Pacific|Cherry Creek|DHI|Lennar|
  Pulte|NVR|Taylor Morrison|CMG|Planet|Carrington|Lakeview|Village Capital|Mutual of Omaha|Finance of America|
  Nations|Primary Residential|Sierra Pacific|Supreme|Synergy One|Ruoff|NFM|Envoy|Embrace|Everett|Gateway|Geneva|
  Homebridge|HomeSide|Land Home|Legacy Mutual|Mortgage Research Center|Veterans United|New American|
  Paramount Residential|Plaza|Prosperity|Stearns|Sun West|Summit|Success|The Loan Store|Thrive|Towne|AmeriSave|
  Bay Equity|Benchmark|Cornerstone|Draper and Kramer|Evergreen|First Community|Highlands|Inlanta|Kind|Nexa|NOVA|
  On Q|Premier|Silverton|Sente|Watermark|Willamette Valley|Alcova|Allied|American Neighborhood|AmeriFirst|
  Angel Oak|Arc|Bell|Castle and Cooke|DAS|Directions|Eustis|Flat Branch|Guarantee|Homestead|Intercap|LeaderOne|
  Loan Simple|Michigan Mutual|Mid America|Neighborhood|Northpointe|Oaktree|Orion|Pacific Residential|Paragon|PHH|
  Premium|Shelter|South Pacific|Stockton|Sunstreet|Team|TJC|Tidewater|UMortgage|US|Wallick and Volk|Zillow|
  Redfin|Mortgage Network|Sebonic|Loanpal|Willow Bend|Stonegate|Cobalt|Ditech|Greystone`.split(/\s*\|\s*/);
const REAL_CORES = new Set(REAL_MORTGAGE_COMPANIES.map(mortgageNameCore));

/** True when the name is a real bank's, credit union's or well-known mortgage company's. */
export function isRealLenderName(name: string): boolean {
  return isRealInstitutionName(name) || REAL_CORES.has(mortgageNameCore(name));
}

/** Names that are unique by their distinctive words and never real. */
export function createMortgageNamer(random: Random) {
  const used = new Set<string>();
  const claim = (name: string): boolean => {
    const core = mortgageNameCore(name);
    if (core === '' || used.has(core) || isRealLenderName(name)) return false;
    used.add(core);
    return true;
  };
  const form = (forms: readonly Pattern[]) => random.weighted(forms, (f) => f[0])[1];
  return {
    /** An independent mortgage company; small ones more often carry a two-word name. */
    independent(twoWords: boolean): string {
      for (let attempt = 0; attempt < 50; attempt++) {
        const first = random.pick(FIRST_WORDS);
        const words = twoWords || attempt > 10 ? `${first} ${random.pick(SECOND_WORDS)}` : first;
        const name = `${words} ${form(FORMS)}`;
        if (claim(name)) return name;
      }
      // A crowded namer takes the first free pair in order, so drawing always ends.
      for (const first of FIRST_WORDS)
        for (const second of SECOND_WORDS) {
          const name = `${first} ${second} ${form(FORMS)}`;
          if (claim(name)) return name;
        }
      throw new Error('the demo mortgage company names are used up');
    },
    /** A holding company's mortgage affiliate, named after it: "Heritage Home Mortgage, LLC". */
    affiliate(distinctive: string): string | null {
      for (let attempt = 0; attempt < 8; attempt++) {
        const name = `${distinctive} ${form(AFFILIATE_FORMS)}`;
        if (claim(name)) return name;
      }
      return null;
    },
  };
}
