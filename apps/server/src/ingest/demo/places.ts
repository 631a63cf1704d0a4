import { PLACES } from '../../reference/us-places.js';
import { type Random, weightedPicker } from './random.js';

/** A real city and one of its ZIP codes, inside one county. */
export type Place = { city: string; zip: string; offices: number };

const parsed = new Map<string, Place[]>();

/** The real (city, ZIP) pairs of a county's bank offices (reference/us-places.ts). */
export function placesIn(countyFips: string): Place[] {
  let places = parsed.get(countyFips);
  if (!places) {
    places = [];
    for (const entry of (PLACES[countyFips] ?? '').split(';')) {
      const [city = '', zips = ''] = entry.split(':');
      for (const zipCount of zips.split(',')) {
        const [zip = '', offices = '1'] = zipCount.split('*');
        if (city && zip) places.push({ city, zip, offices: Number(offices) });
      }
    }
    parsed.set(countyFips, places);
  }
  return places;
}

const pickers = new Map<string, (random: Random) => Place>();

/** A place in the county, weighted by its number of bank offices, as offices cluster in real towns. */
export function pickPlace(random: Random, countyFips: string): Place {
  let picker = pickers.get(countyFips);
  if (!picker) {
    const places = placesIn(countyFips);
    if (places.length === 0) throw new Error(`no reference place for county ${countyFips}`);
    picker = weightedPicker(places, (p) => p.offices);
    pickers.set(countyFips, picker);
  }
  return picker(random);
}
