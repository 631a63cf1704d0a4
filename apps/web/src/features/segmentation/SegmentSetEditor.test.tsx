import { MESSAGES, type QueryCatalog } from '@fin-atlas/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { Providers } from '../../test/providers';
import { segmentSetFixture } from '../../test/segmentation-fixtures';
import { SegmentSetEditor } from './SegmentSetEditor';

const STORED = segmentSetFixture();

const CATALOG: QueryCatalog = {
  categories: [
    {
      name: 'Firmographics',
      sections: [
        {
          name: 'Firmographics',
          elements: [
            {
              element_id: 15,
              element_type: 'firmographics',
              element_section: 'Firmographics',
              name: 'Total Assets ($000)',
              group: 'Size and age',
              definition: null,
              value_kind: 'number',
              operators: ['less', 'greater_or_equal', 'between'],
              remote_options: false,
              format: 'C0',
              fi_types: [],
              properties: null,
            },
          ],
        },
      ],
    },
  ],
  data_as_of: '2026-09-30',
  is_demo: true,
};

describe('the segment set editor', { timeout: 20_000 }, () => {
  it('counts each segment live and shows a refused save inline, not as a toast', async () => {
    const { calls } = stubFetch({
      'GET /api/session': { body: sessionFixture() },
      'GET /api/segmentation_sets/1001': { body: STORED },
      'GET /api/segmentation_sets/query_rules': { body: CATALOG },
      'GET /api/segmentation_sets/set_detail_count': (request) => {
        const detail = JSON.parse(request.query.get('setDetail') ?? '{}');
        return {
          body: {
            count: detail.operator === 'less' ? 812 : 3190,
            population: 4002,
            data_as_of: null,
            is_demo: true,
          },
        };
      },
      'PUT /api/segmentation_sets/1001': {
        status: 422,
        body: {
          error: {
            code: 'unprocessable_entity',
            message: MESSAGES.validation.segmentNameExists,
            details: [{ path: 'segmentation_set.name', message: MESSAGES.validation.segmentNameExists }],
            requestId: 'req-7',
          },
        },
      },
    });
    render(
      <Providers>
        <SegmentSetEditor setId={1001} />
      </Providers>,
    );
    const segments = await screen.findByRole('table', { name: 'Segments' });
    await waitFor(() => expect(within(segments).getByLabelText('Small count').textContent).toBe('812'));
    await waitFor(() => expect(within(segments).getByLabelText('Large count').textContent).toBe('3,190'));

    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Asset tiers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update segment set' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.validation.segmentNameExists);
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      segmentation_set: {
        name: 'Asset tiers',
        segmentation_set_details_attributes: [
          { id: 11, name: 'Small', operator: 'less', value: [100_000] },
          { id: 12, name: 'Large', operator: 'greater_or_equal', value: [100_000] },
        ],
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await waitFor(() => expect(screen.queryByText(MESSAGES.toast.validationFailed)).toBeNull());
  });
});
