import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // One retry on CI, where two cores are shared by two workers and the server; a flaky pass is still reported.
  retries: process.env.CI ? 1 : 0,
  // scripts/test.mjs asks for a JSON report too, to print one summary line for the whole run.
  reporter: process.env.PLAYWRIGHT_REPORTERS
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]]
    : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The real server on a fresh database, serving the built app: no mocks between browser and data.
    command: 'node ../../scripts/e2e-server.mjs',
    // The local OpenID provider opens last, once the server is ready and single sign-on is set up.
    url: `http://127.0.0.1:${port + 1}/.well-known/openid-configuration`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
