import { describe, expect, it } from 'vitest';
import { TECHNOLOGY_USE_LABELS, technologyUseLabel, technologyUseOf } from './technology-use.js';

describe('what a technographic record says', () => {
  it('tells in-house, vendor unknown and not offered apart', () => {
    expect(technologyUseOf({ has_service: true, type: 'service', vendor_id: null })).toBe('in_house');
    expect(technologyUseOf({ has_service: true, type: 'vendor', vendor_id: null })).toBe('vendor_unknown');
    expect(technologyUseOf({ has_service: true, type: 'vendor', vendor_id: 7 })).toBe('vendor');
    expect(technologyUseOf({ has_service: false, type: 'service', vendor_id: null })).toBe('no_service');
  });

  it('labels a vendor use by vendor and product, and the others by the one shared wording', () => {
    expect(technologyUseLabel('vendor', 'Fiservo', 'Premier')).toBe('Fiservo - Premier');
    expect(technologyUseLabel('vendor', 'Fiservo')).toBe('Fiservo');
    expect(technologyUseLabel('vendor', null)).toBe(TECHNOLOGY_USE_LABELS.vendor_unknown);
    expect(technologyUseLabel('in_house', 'ignored')).toBe('In-House (no vendor)');
    expect(technologyUseLabel('no_service')).toBe('Not offered');
  });
});
