import { describe, expect, it } from 'vitest';
import {
  enabledFilters,
  isCurrentReportResult,
  knownVendorLabel,
  needsExtendedFilterLayout,
} from './digital-channels.js';

describe('digital channels', () => {
  it("applies only the selected report's result", () => {
    expect(isCurrentReportResult(4, 4)).toBe(true);
    expect(isCurrentReportResult(4, 5)).toBe(false);
    expect(isCurrentReportResult(4, null)).toBe(false);
  });

  it('labels the known vendor filter by module', () => {
    expect(knownVendorLabel('Retail Online Banking')).toBe('Known OLB Vendor:');
    expect(knownVendorLabel('Retail Mobile Banking')).toBe('Known Vendor:');
  });

  it('switches layout above seven filters', () => {
    expect(needsExtendedFilterLayout(7)).toBe(false);
    expect(needsExtendedFilterLayout(8)).toBe(true);
  });

  it("shows only the report's filters", () => {
    const filters = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(enabledFilters(filters, { filter_ids: [3, 1] })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(enabledFilters(filters, null)).toEqual([]);
  });
});
