import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render-route';
import { LOCAL_STATE_PREFIX } from './local-state';

describe('routes', () => {
  it('redirects / to /dashboard', async () => {
    const { router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the lost page for an unknown route and clears local state', async () => {
    window.localStorage.setItem(`${LOCAL_STATE_PREFIX}session`, '{"user":1}');
    window.localStorage.setItem('unrelated', 'kept');
    renderRoute('/no/such/page');
    expect(await screen.findByText("Oops! You're lost.")).toBeTruthy();
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(window.localStorage.getItem(`${LOCAL_STATE_PREFIX}session`)).toBeNull();
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });

  it('shows the unauthorized page', async () => {
    renderRoute('/unauthorized');
    expect(await screen.findByText('Unauthorized.')).toBeTruthy();
    expect(screen.getByText('You are not authorized. Please contact admin.')).toBeTruthy();
  });

  it('scrolls to the top on every navigation', async () => {
    const calls: unknown[] = [];
    window.scrollTo = ((...args: unknown[]) => calls.push(args)) as typeof window.scrollTo;
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const before = calls.length;
    await router.navigate('/unauthorized');
    await screen.findByText('Unauthorized.');
    expect(calls.length).toBeGreaterThan(before);
    expect(calls.at(-1)).toEqual([0, 0]);
  });
});
