// Ordered from weakest to strongest buying signal, so index comparisons mean "at least".
export const INTENT_LEVELS = ['early_research', 'active_research', 'in_depth_research'] as const;

export type IntentLevel = (typeof INTENT_LEVELS)[number];
