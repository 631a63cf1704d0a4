import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetOutdated } from '../app/banners/outdated';
import { resetClientErrorReports } from '../core/api/client-error-report';
import { setCsrfToken } from '../core/api/http';
import { resetPageViews } from '../core/page-views';
import { stubFetch } from './fetch-stub';

// A findBy waits for a stubbed answer and a Mantine render: within the default second alone, but
// not always while the run's two workers share CI's two cores with the server tests.
configure({ asyncUtilTimeout: 5_000 });

// No test reaches the network: a test that plans calls replaces this with its own stub.
beforeEach(() => {
  stubFetch();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  setCsrfToken(null);
  resetOutdated();
  resetClientErrorReports();
  resetPageViews();
});
