import { describe, expect, it } from 'vitest';
import { conferenceUploadFieldsSchema } from './conference.js';
import {
  cardPositionBodySchema,
  sectionConfigsSetBodySchema,
  userSectionsSetBodySchema,
} from './section-config.js';
import { segmentationSetBodySchema } from './segmentation.js';
import {
  subscriptionCreateBodySchema,
  subscriptionSchema,
  subscriptionUpdateBodySchema,
} from './subscription.js';

describe('subscriptions', () => {
  it('defaults to monthly, app_link, csv', () => {
    expect(subscriptionCreateBodySchema.parse({ advanced_query_id: 8 })).toEqual({
      advanced_query_id: 8,
      schedule: 'monthly',
      delivery_mode: 'app_link',
      delivery_format: 'csv',
    });
    expect(
      subscriptionSchema.parse({ id: 1, advanced_query_id: null, report_id: 3, subscription_source: null }),
    ).toMatchObject({ schedule: 'monthly', delivery_mode: 'app_link', delivery_format: 'csv' });
  });

  it('needs exactly one target', () => {
    expect(subscriptionCreateBodySchema.safeParse({}).success).toBe(false);
    expect(subscriptionCreateBodySchema.safeParse({ advanced_query_id: 1, report_id: 2 }).success).toBe(
      false,
    );
    expect(subscriptionCreateBodySchema.safeParse({ report_id: 2, delivery_format: 'pdf' }).success).toBe(
      false,
    );
    expect(subscriptionCreateBodySchema.safeParse({ report_id: 2, schedule: 'Every Day!' }).success).toBe(
      false,
    );
  });

  it('updates without applying defaults', () => {
    expect(subscriptionUpdateBodySchema.parse({ subscription: { delivery_format: 'xlsx' } })).toEqual({
      subscription: { delivery_format: 'xlsx' },
    });
    expect(subscriptionUpdateBodySchema.safeParse({ subscription: {} }).success).toBe(false);
    expect(subscriptionUpdateBodySchema.safeParse({ subscription: { report_id: 4 } }).success).toBe(false);
  });
});

describe('segmentation set body', () => {
  const body = {
    segmentation_set: {
      name: ' Size tiers ',
      description: 'By assets',
      element: { element_id: 12, element_type: 'firmographics' },
      segmentation_set_details_attributes: [
        { name: 'Small', operator: 'less', value: 100_000 },
        { name: 'Large', operator: 'greater_or_equal', value: 100_000 },
      ],
    },
  };

  it('trims names and accepts segments', () => {
    const parsed = segmentationSetBodySchema.parse(body);
    expect(parsed.segmentation_set.name).toBe('Size tiers');
    expect(parsed.segmentation_set.segmentation_set_details_attributes).toHaveLength(2);
  });

  it('rejects duplicate segment names unless one is being destroyed, and empty sets', () => {
    const withSecond = (second: Record<string, unknown>) => ({
      segmentation_set: {
        ...body.segmentation_set,
        segmentation_set_details_attributes: [
          { name: 'Small', operator: 'less', value: 100_000 },
          { operator: 'greater_or_equal', value: 100_000, ...second },
        ],
      },
    });
    expect(segmentationSetBodySchema.safeParse(withSecond({ name: 'small' })).success).toBe(false);
    expect(segmentationSetBodySchema.safeParse(withSecond({ name: 'small', _destroy: true })).success).toBe(
      true,
    );
    expect(
      segmentationSetBodySchema.safeParse({
        segmentation_set: { ...body.segmentation_set, segmentation_set_details_attributes: [] },
      }).success,
    ).toBe(false);
  });
});

describe('section configuration bodies', () => {
  it('accepts cards with unique positions', () => {
    const parsed = sectionConfigsSetBodySchema.parse({
      section_configs: [
        {
          section_id: 1,
          cards: [
            { card_id: 4, position: 0 },
            { card_id: 5, position: 1, visible: false },
          ],
        },
      ],
      financial_institution_id: 101,
      report_id: 7,
    });
    expect(parsed.section_configs[0]?.cards[0]?.visible).toBe(true);
    expect(
      cardPositionBodySchema.safeParse({
        section_id: 1,
        cards: [
          { card_id: 4, position: 0 },
          { card_id: 5, position: 0 },
        ],
      }).success,
    ).toBe(false);
    expect(sectionConfigsSetBodySchema.safeParse({ section_configs: [], report_id: 7 }).success).toBe(false);
    expect(
      userSectionsSetBodySchema.parse({ user_sections: [{ section_id: 2, position: 1 }] }).user_sections[0]
        ?.visible,
    ).toBe(true);
  });
});

describe('conference upload', () => {
  it('trims the name', () => {
    expect(conferenceUploadFieldsSchema.parse({ name: ' Money20/20 ' }).name).toBe('Money20/20');
    expect(conferenceUploadFieldsSchema.safeParse({ name: '' }).success).toBe(false);
  });
});
