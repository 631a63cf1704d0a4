import type { Random } from './random.js';

/**
 * Legal Entity Identifiers for demo lenders, well formed by ISO 17442: a four-character issuer
 * prefix, two reserved characters, twelve entity characters and two ISO 7064 MOD 97-10 check digits.
 * The prefix "DEMO" is no issuer's, so a demo LEI can never name a real legal entity.
 */
const DEMO_PREFIX = 'DEMO00';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The remainder mod 97 of the number a string of digits and letters spells (A = 10 ... Z = 35). */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = Number.parseInt(char, 36);
    remainder = value < 10 ? (remainder * 10 + value) % 97 : (remainder * 100 + value) % 97;
  }
  return remainder;
}

/** The two check digits that complete an 18-character LEI body. */
export function leiCheckDigits(body: string): string {
  return String(98 - mod97(`${body}00`)).padStart(2, '0');
}

/** True when the text is a 20-character LEI whose check digits agree with its body. */
export function isWellFormedLei(text: string): boolean {
  return /^[0-9A-Z]{18}[0-9]{2}$/.test(text) && mod97(text) === 1;
}

/** A demo LEI drawn from the stream: twelve entity characters after the demo prefix. */
export function drawDemoLei(random: Random): string {
  let entity = '';
  for (let i = 0; i < 12; i++) entity += ALPHABET[Math.floor(random.next() * ALPHABET.length)];
  const body = `${DEMO_PREFIX}${entity}`;
  return `${body}${leiCheckDigits(body)}`;
}
