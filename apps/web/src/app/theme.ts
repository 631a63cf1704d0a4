import {
  Alert,
  Badge,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  type MantineColorsTuple,
  Modal,
  Notification,
} from '@mantine/core';

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

// Mantine's close buttons are icon-only; without a name a screen reader announces just "button".
const closeButtonProps = { 'aria-label': 'Close' };

export const atlasTheme = createTheme({
  primaryColor: 'atlasBlue',
  colors: { atlasBlue },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps } }),
    // Light alerts tint their title with the alert colour, too pale on the tinted background (WCAG AA).
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-dark-8)' } } }),
    // A status badge is a word or two: a narrow column grows to hold it rather than cut it to "W…".
    Badge: Badge.extend({ styles: { root: { flexShrink: 0, minWidth: 'max-content' } } }),
  },
});

/** Mantine's default "dimmed" grey reads at about 3.3:1 on white; AA needs 4.5:1 for body text. */
export const atlasCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
