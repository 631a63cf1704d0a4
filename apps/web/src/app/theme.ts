import { createTheme, type MantineColorsTuple } from '@mantine/core';

const atlasBlue: MantineColorsTuple = [
  '#e8f0ff',
  '#d0ddfb',
  '#a0b8f3',
  '#6c91ec',
  '#4270e6',
  '#295be3',
  '#1b50e3',
  '#0d41ca',
  '#0339b5',
  '#0b3d91',
];

export const atlasTheme = createTheme({
  primaryColor: 'atlasBlue',
  colors: { atlasBlue },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
});
