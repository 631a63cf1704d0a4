import { describe, expect, it } from 'vitest';
import {
  reportElementSchema,
  selfServeReportCreateBodySchema,
  selfServeReportSchema,
  selfServeReportUpdateBodySchema,
} from './self-serve-report.js';

const createBody = {
  name: '  Profit watch ',
  description: 'Quarterly profit metrics',
  fi_type: 'bank',
  self_serve_report_groups_attributes: [{ group_id: 4 }],
  report_elements: [
    { element_id: 5, element_type: 'metrics' },
    { element_id: 6, element_type: 'technographics', element_properties: { vendor: true } },
    { element_id: 7, element_type: 'fi_contacts', element_properties: { roles: ['CIO'], has_email: true } },
  ],
  element_format: [
    { type: 'header', id: 'h', text: 'Profit', children: [{ type: 'element', id: 'a', element_id: 5 }] },
    { type: 'element', id: 'b', element_id: 6 },
  ],
};

describe('report elements', () => {
  it('applies metric defaults set 1, span 2, scope single', () => {
    expect(reportElementSchema.parse({ element_id: 5, element_type: 'common_metric' })).toEqual({
      element_id: 5,
      element_type: 'common_metric',
      element_properties: { set: 1, span: 2, scope: 'single', is_global_setting: false },
    });
  });

  it('keeps chosen metric properties', () => {
    const element = reportElementSchema.parse({
      element_id: 5,
      element_type: 'financial_statements',
      element_properties: { set: 2, span: 3, scope: 'trend', element_property: 'value' },
    });
    expect(element.element_properties).toMatchObject({ set: 2, span: 3, scope: 'trend' });
  });

  it('checks per-type properties', () => {
    expect(
      reportElementSchema.safeParse({
        element_id: 5,
        element_type: 'metrics',
        element_properties: { span: 9 },
      }).success,
    ).toBe(false);
    expect(
      reportElementSchema.safeParse({
        element_id: 8,
        element_type: 'mortgage_lending',
        element_properties: {
          rule_id: 2,
          action_taken: 'originated',
          output_type: 'count',
          filter_on: null,
          filter_operator: 'greater',
          filters: [],
        },
      }).success,
    ).toBe(true);
    expect(reportElementSchema.safeParse({ element_id: 8, element_type: 'mortgage_lending' }).success).toBe(
      false,
    );
    expect(
      reportElementSchema.parse({
        element_id: 9,
        element_type: 'firmographics',
        element_properties: { action_taken: null, element_option: 'city', output_type: 'text' },
      }).element_type,
    ).toBe('firmographics');
    expect(reportElementSchema.safeParse({ element_id: 9, element_type: 'job_search' }).success).toBe(false);
    expect(
      reportElementSchema.parse({ element_id: 10, element_type: 'fin_intent' }).element_properties,
    ).toEqual({});
  });
});

describe('self-serve report bodies', () => {
  it('trims the name and applies defaults on create', () => {
    const parsed = selfServeReportCreateBodySchema.parse(createBody);
    expect(parsed.name).toBe('Profit watch');
    expect(parsed.is_mbc).toBe(false);
    expect(parsed.report_elements[1]?.element_properties).toEqual({
      vendor: true,
      product: false,
      has_service: false,
      vendor_ids: [],
      product_ids: [],
    });
    expect(parsed.is_global).toBe(false);
  });

  it('rejects a blank name, no elements, unknown keys and layouts naming absent elements', () => {
    expect(selfServeReportCreateBodySchema.safeParse({ ...createBody, name: '  ' }).success).toBe(false);
    expect(selfServeReportCreateBodySchema.safeParse({ ...createBody, report_elements: [] }).success).toBe(
      false,
    );
    expect(selfServeReportCreateBodySchema.safeParse({ ...createBody, owner_id: 1 }).success).toBe(false);
    const stray = {
      ...createBody,
      element_format: [{ type: 'element', id: 'z', element_id: 99 }],
    };
    const result = selfServeReportCreateBodySchema.safeParse(stray);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['element_format']);
  });

  it('accepts an update with group ids', () => {
    const { self_serve_report_groups_attributes: _, ...rest } = createBody;
    const parsed = selfServeReportUpdateBodySchema.parse({ ...rest, group_ids: [4, 5], is_mbc: true });
    expect(parsed.group_ids).toEqual([4, 5]);
    expect(
      selfServeReportUpdateBodySchema.safeParse({ ...rest, self_serve_report_groups_attributes: [] }).success,
    ).toBe(false);
  });

  it('reads a stored report', () => {
    const report = selfServeReportSchema.parse({
      id: 3,
      name: 'Profit watch',
      description: null,
      is_mbc: false,
      fi_type: 'both',
      group_ids: [],
      report_elements: [{ element_id: 5, element_type: 'metrics' }],
      element_format: [],
    });
    expect(report.fi_type).toBe('both');
    expect(selfServeReportSchema.safeParse({ ...report, fi_type: 'CU' }).success).toBe(false);
  });
});
