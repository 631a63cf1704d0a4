import { describe, expect, it } from 'vitest';
import { formatNodeSchema } from './format-node.js';
import { metricRowSchema } from './metric-row.js';
import { reportSchema } from './report.js';
import { reportListResponseSchema } from './report-list.js';
import { startReportRunBodySchema } from './report-run.js';
import { reportViewResponseSchema } from './report-view.js';
import { technographicRowSchema } from './technographic-row.js';

const row = {
  bank_id: 101,
  bank_name: 'First Bank',
  bank_city: 'Austin',
  bank_state: 'TX',
  value1: '1.02%',
  value2: '1.10%',
  value3: null,
  value4: 0.0112,
  value5: '1.15%',
  raw_values: [0.0102, 0.011, null, 0.0112, 0.0115],
  raw_value: 0.0115,
  unformated_values: [0.0102, 0.011, null, 0.0112, 0.0115],
  peer: '0.98%',
  national_rank: 42,
  excel_values: [0.0102, 0.011, 'NA', 0.0112, 0.0115],
  format: 'P2',
  name: 'Return on Assets',
  group_name: 'Profit',
  metric_values: [
    { element_id: 5, name: 'ROA', peer_vendor_ratio: null, value5: '1.15%', metric_id: 9, space: false },
  ],
};

describe('report contracts', () => {
  it('accepts a report list with spans', () => {
    const parsed = reportListResponseSchema.parse({
      reports: [
        { id: 1, name: 'Profit', category: 'fin_reports', group_ids: [4], is_technographics_only: false },
      ],
      spans: [
        { id: 1, name: 'Qtr' },
        { id: 2, name: 'T12' },
      ],
    });
    expect(parsed.spans).toHaveLength(2);
    expect(reportListResponseSchema.safeParse({ reports: [], spans: [{ id: 4, name: '?' }] }).success).toBe(
      false,
    );
  });

  it('accepts a report job and keeps product-named report lists', () => {
    const job = reportSchema.parse({
      id: 7,
      report_token: 'tok-7',
      progress_key: 'reports/tok-7',
      report_progress: 40,
      breakpoint_progress: null,
      status: 'processing',
      progress: 40,
      menu: [
        {
          product: 'ROA',
          product_id: null,
          tree_id: 3,
          menu_display: 'Return on Assets',
          metric_id: 9,
          bank_service_id: null,
        },
      ],
      custom_reports: [],
      fin_reports: [],
      fi_type: 'bank',
    });
    expect(job).toHaveProperty('fin_reports');
    expect(reportSchema.safeParse({ ...job, report_progress: 140 }).success).toBe(false);
  });

  it('accepts metric rows and rejects unknown formats', () => {
    expect(metricRowSchema.parse(row).format).toBe('P2');
    expect(metricRowSchema.safeParse({ ...row, format: 'X1' }).success).toBe(false);
  });

  it('accepts a report view response', () => {
    const view = reportViewResponseSchema.parse({
      report_id: 7,
      metrics: [row],
      headers: ['2023Q4', '2024Q1', '2024Q2', '2024Q3', '2024Q4'],
      peer_metrics: [],
      peer_table: [],
      score_metric_ids: [],
      bank_title: 'First Bank',
      metrics_list: [{ id: 9, name: 'Return on Assets' }],
      metric_id: 9,
      format: [
        {
          type: 'header',
          id: 'h1',
          text: 'Profit',
          children: [{ type: 'element', id: 'e1', element_id: 5 }],
        },
      ],
      element_format: [],
      periodList: [{ id: 20244, name: '2024Q4' }],
      display_formats: { '9': 'P2' },
      period_id: null,
    });
    expect(view.metrics[0]?.bank_name).toBe('First Bank');
  });

  it('validates technographic rows', () => {
    expect(
      technographicRowSchema.parse({ has_service: true, vendor: 'Fiserv', product: null, type: 'vendor' })
        .type,
    ).toBe('vendor');
    expect(
      technographicRowSchema.safeParse({ has_service: true, vendor: null, product: null, type: 'x' }).success,
    ).toBe(false);
  });
});

describe('formatNodeSchema', () => {
  it('accepts every node type nested', () => {
    const tree = {
      type: 'header',
      id: 'h',
      text: 'Growth',
      children: [
        { type: 'space', id: 's' },
        { type: 'lineBreak', id: 'b' },
        { type: 'graph', id: 'g', metrics: [1, 2], children: [{ type: 'element', id: 'e', element_id: 3 }] },
      ],
    };
    expect(formatNodeSchema.parse(tree)).toEqual(tree);
  });

  it('rejects unknown types, missing header text and bad nested nodes', () => {
    expect(formatNodeSchema.safeParse({ type: 'table', id: 't' }).success).toBe(false);
    expect(formatNodeSchema.safeParse({ type: 'header', id: 'h' }).success).toBe(false);
    expect(
      formatNodeSchema.safeParse({
        type: 'header',
        id: 'h',
        text: 'x',
        children: [{ type: 'element', id: 'e' }],
      }).success,
    ).toBe(false);
  });
});

describe('startReportRunBodySchema', () => {
  it('defaults the product, span and set, and keeps each compared institution once', () => {
    expect(startReportRunBodySchema.parse({ report_id: 1, bank_id: 7, institution_ids: [7, 8, 8] })).toEqual({
      report_id: 1,
      report_type: 'reporter',
      bank_id: 7,
      institution_ids: [7, 8],
      span_id: 2,
      set_id: 1,
    });
  });

  it('refuses a run without a report or an institution, and ids that are not record ids', () => {
    expect(startReportRunBodySchema.safeParse({ bank_id: 7 }).success).toBe(false);
    expect(startReportRunBodySchema.safeParse({ report_id: 1 }).success).toBe(false);
    expect(startReportRunBodySchema.safeParse({ report_id: 1, bank_id: 2 ** 31 }).success).toBe(false);
    expect(startReportRunBodySchema.safeParse({ report_id: 1, bank_id: 7, span_id: 9 }).success).toBe(false);
  });
});
