// Mobile-banking age groups overlap (>5 Years and 10+ Years) because that is how the source
// survey buckets them; they are labels for server-side groups, not ranges to compute with.
export const AGE_GROUPS = [
  { id: 1, label: '<1 Year' },
  { id: 2, label: '1-5 Years' },
  { id: 3, label: '>5 Years' },
  { id: 4, label: '10+ Years' },
] as const;

export type AgeGroupId = (typeof AGE_GROUPS)[number]['id'];
