import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReclickLock } from './use-reclick-lock';

describe('useReclickLock', () => {
  afterEach(() => vi.useRealTimers());

  it('lets other links navigate and locks the current page’s link for a second', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useReclickLock());
    expect(result.current.onLinkClick('/b', '/a')).toBe(true);
    let allowed = true;
    act(() => {
      allowed = result.current.onLinkClick('/a', '/a');
    });
    expect(allowed).toBe(false);
    expect(result.current.locked).toBe('/a');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(result.current.locked).toBe('/a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.locked).toBeNull();
  });
});
