// The app's providers and theme, for tests that render a feature's component on its own.
export { Providers } from '../app/Providers';
export { atlasTheme } from '../app/theme';
