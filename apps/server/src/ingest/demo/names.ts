import type { Random } from './random.js';

// Plainly fictional: place-like words and nature terms, never a real institution's name on purpose.
const FIRST = [
  'Prairie',
  'Cedar',
  'Summit',
  'Harbor',
  'Meadow',
  'Granite',
  'Willow',
  'Aspen',
  'Copper',
  'Silver',
  'Maple',
  'Bluestem',
  'Riverbend',
  'Lakeshore',
  'Pinecrest',
  'Redwood',
  'Ironwood',
  'Sandstone',
  'Brightwater',
  'Northfield',
  'Southgate',
  'Eastbrook',
  'Westmark',
  'Stonebridge',
  'Clearwater',
  'Fox Hollow',
  'Hawthorn',
  'Juniper',
  'Larkspur',
  'Magnolia',
  'Oakmont',
  'Quarry',
  'Ridgeline',
  'Saltmarsh',
  'Thistle',
  'Timberline',
  'Valley Forge',
  'Wildrose',
  'Beacon',
  'Cobalt',
  'Driftwood',
  'Evergreen',
  'Fairhaven',
  'Goldenrod',
  'Heritage',
  'Kestrel',
  'Lantern',
  'Mosaic',
  'Orchard',
  'Pioneer',
  'Keystone',
  'Sunflower',
  'Tallgrass',
  'Union Square',
  'Bramble',
  'Canyon',
  'Dogwood',
  'Elmstead',
  'Foxglove',
  'Gateway',
  'Highland',
  'Iris',
  'Jasper',
  'Kingfisher',
  'Linden',
  'Millbrook',
  'Nettle',
  'Osprey',
  'Pebble Creek',
  'Quailridge',
  'Rosemont',
  'Sagebrush',
  'Tamarack',
  'Upland',
  'Verdant',
  'Whitetail',
];
export const BANK_SUFFIX = [
  'Bank',
  'State Bank',
  'National Bank',
  'Savings Bank',
  'Bank & Trust',
  'Community Bank',
  'Trust Company',
];
export const CU_SUFFIX = [
  'Credit Union',
  'Federal Credit Union',
  'Community Credit Union',
  'Employees Credit Union',
  'Educators Credit Union',
];
const BHC_SUFFIX = [
  'Bancorp',
  'Bancshares, Inc.',
  'Financial Corporation',
  'Holding Company',
  'Financial Group',
];

/** Unique names: a place word, an optional town, a suffix; collisions get a distinguishing town. */
export function createNamer(random: Random) {
  const used = new Set<string>();
  const unique = (base: () => string, town: string) => {
    let name = base();
    if (used.has(name)) name = `${name.replace(/ (Bank|Credit Union|Bancorp)/, '')} of ${town}`;
    for (let n = 2; used.has(name); n++) name = `${base()} ${n}`;
    used.add(name);
    return name;
  };
  return {
    bank: (town: string) => unique(() => `${random.pick(FIRST)} ${random.pick(BANK_SUFFIX)}`, town),
    creditUnion: (town: string) => unique(() => `${random.pick(FIRST)} ${random.pick(CU_SUFFIX)}`, town),
    holdingCompany: (bankName: string, town: string) =>
      unique(() => `${bankName.split(' ')[0] ?? 'First'} ${random.pick(BHC_SUFFIX)}`, town),
  };
}
