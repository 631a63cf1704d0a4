// Scope ids are shared by metric elements, the industry reporter and the report writer,
// which each label them differently; keeping one id set lets saved reports move between them.
export const SCOPE = { TREND: 'trend', SINGLE: 'single' } as const;

export type Scope = (typeof SCOPE)[keyof typeof SCOPE];

export const SCOPES = [SCOPE.TREND, SCOPE.SINGLE] as const;
