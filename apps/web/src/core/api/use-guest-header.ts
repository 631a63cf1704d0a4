import { useEffect, useRef } from 'react';
import { subscribeToGuestHeader } from './http';

/** React side of the guest header: the callback may change between renders without resubscribing. */
export function useGuestHeader(onGuest: () => void): void {
  const latest = useRef(onGuest);
  latest.current = onGuest;
  useEffect(() => subscribeToGuestHeader(() => latest.current()), []);
}
