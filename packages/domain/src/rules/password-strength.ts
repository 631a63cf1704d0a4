/**
 * Guessability from the zxcvbn family: common and breached passwords, keyboard walks, repeats,
 * sequences, dates and the user's own name or address. The dictionaries (some 400 KB) are imported
 * on first use, so a web page that never asks for a password never downloads them.
 */

/** True when the password is too easy to guess; `userInputs` are words an attacker knows (name, e-mail). */
export type PasswordStrength = (password: string, userInputs?: readonly string[]) => boolean;

/** zxcvbn's 0-4 scale: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;
// zxcvbn's work grows faster than linearly with length; the first 40 characters decide, which keeps
// one check in the low milliseconds for the longest allowed password.
const CHECKED_LENGTH = 40;

let loading: Promise<PasswordStrength> | undefined;

export function loadPasswordStrength(): Promise<PasswordStrength> {
  if (loading) return loading;
  loading = Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: CHECKED_LENGTH,
        // Edit-distance matching multiplies the cost of a check by ten for little gain here.
        useLevenshteinDistance: false,
      });
      return (password: string, userInputs: readonly string[] = []) =>
        zxcvbn.check(password, [...userInputs]).score < MIN_PASSWORD_SCORE;
    },
  );
  // A failed download (a web chunk) may be retried by the next caller.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
