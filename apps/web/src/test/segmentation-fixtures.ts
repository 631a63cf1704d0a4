import type { SegmentationSummary } from '@fin-atlas/domain';

/** A custom segment set of the signed-in user: small and large institutions by total assets. */
export const segmentSetFixture = (overrides: Partial<SegmentationSummary> = {}): SegmentationSummary => ({
  id: 1001,
  name: 'Size bands',
  description: null,
  element: { element_id: 15, element_type: 'firmographics', element_property: null },
  segmentation_set_details_attributes: [
    { id: 11, name: 'Small', operator: 'less', value: [100_000] },
    { id: 12, name: 'Large', operator: 'greater_or_equal', value: [100_000] },
  ],
  built_in: false,
  is_global: false,
  editable: true,
  owner: { id: 7, user_name: 'Vera Vendor' },
  element_name: 'Total Assets ($000)',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
