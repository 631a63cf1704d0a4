// The worker entry when the server runs from TypeScript source (tests): installs the source hooks,
// then hands every task to the same runner the built server uses.
import './typescript-source-hooks.mjs';

export const { runTask } = await import('./task-runner.ts');
