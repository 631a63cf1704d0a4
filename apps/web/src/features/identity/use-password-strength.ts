import { loadPasswordStrength, type PasswordStrength } from '@fin-atlas/domain';
import { useEffect, useState } from 'react';

/**
 * The common-password check, fetched once the user starts typing a password: its dictionaries are a
 * chunk of their own, outside the app's initial JavaScript. Undefined until it arrives (or if it
 * cannot); the server applies the same rule either way.
 */
export function usePasswordStrength(wanted: boolean): PasswordStrength | undefined {
  const [strength, setStrength] = useState<PasswordStrength>();
  useEffect(() => {
    if (!wanted || strength) return;
    let live = true;
    loadPasswordStrength().then(
      (check) => {
        if (live) setStrength(() => check);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, strength]);
  return strength;
}
