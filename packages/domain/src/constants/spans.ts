// Span ids are the wire values of span_id on report calls, so they must never be renumbered.
export const SPAN_ID = { QTR: 1, T12: 2, YTD: 3 } as const;

export type SpanId = (typeof SPAN_ID)[keyof typeof SPAN_ID];

export const SPAN_IDS = [SPAN_ID.QTR, SPAN_ID.T12, SPAN_ID.YTD] as const;

export const SPANS = [
  { id: SPAN_ID.QTR, name: 'Qtr' },
  { id: SPAN_ID.T12, name: 'T12' },
  { id: SPAN_ID.YTD, name: 'YTD' },
] as const;

// Trailing twelve months smooths seasonality, which is why reports open on it.
export const DEFAULT_SPAN_ID: SpanId = SPAN_ID.T12;
