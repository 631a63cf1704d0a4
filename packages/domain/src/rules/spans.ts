import { INDUSTRY_REPORTER_SPANS } from '../constants/industry-reporter.js';
import { REPORT_WRITER_SPAN_OPTIONS } from '../constants/report-writer.js';
import { SPAN_IDS, SPANS, type SpanId } from '../constants/spans.js';

export type SpanNameStyle = 'short' | 'industryReporter' | 'reportWriter';

export function isSpanId(value: unknown): value is SpanId {
  return (SPAN_IDS as readonly unknown[]).includes(value);
}

/** The label of a span id in the wording of the screen showing it; undefined for unknown ids. */
export function spanName(id: number, style: SpanNameStyle = 'short'): string | undefined {
  if (style === 'industryReporter') {
    return INDUSTRY_REPORTER_SPANS.find((span) => span.id === id)?.name;
  }
  if (style === 'reportWriter') {
    return REPORT_WRITER_SPAN_OPTIONS.find((span) => span.value === id)?.label;
  }
  return SPANS.find((span) => span.id === id)?.name;
}
