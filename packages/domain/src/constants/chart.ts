// Tableau 10: ten hues distinguishable by most colour-vision deficiencies and readable on white.
// Series beyond ten repeat, so the order puts the most distinct hues first.
export const CHART_COLOR_SERIES = [
  '#4E79A7',
  '#F28E2B',
  '#E15759',
  '#76B7B2',
  '#59A14F',
  '#EDC948',
  '#B07AA1',
  '#FF9DA7',
  '#9C755F',
  '#BAB0AC',
] as const;
