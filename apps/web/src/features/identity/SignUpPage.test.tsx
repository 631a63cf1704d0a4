import { IDENTITY_MESSAGES, PASSWORD_RULES } from '@fin-atlas/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';

/** A checklist line by its rule and state, e.g. "at least 12 characters (met)". */
const rule = (text: string) =>
  screen.findByText(
    (_, element) => element?.tagName === 'LI' && element.textContent?.endsWith(text) === true,
  );

const typePassword = async (password: string) =>
  fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: password } });

describe('sign-up password rules', () => {
  it('marks a common password as too easy to guess once the dictionaries arrive, and does not send it', async () => {
    const { calls } = stubFetch();
    renderRoute('/sign_up');
    // Shown met for a strong password only once the dictionaries have loaded...
    await typePassword('velvet quarry lantern orbit');
    expect(await rule(`${PASSWORD_RULES.notGuessable} (met)`)).toBeTruthy();
    // ...so from here on "not met" is the dictionaries' verdict.
    await typePassword('Password123!');
    expect(await rule(`${PASSWORD_RULES.minLength} (met)`)).toBeTruthy();
    expect(await rule(`${PASSWORD_RULES.notGuessable} (not met yet)`)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Dana Lee' } });
    fireEvent.change(screen.getByLabelText(/Work e-mail/), { target: { value: 'dana@lee.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Password needs to be hard to guess (not a common password, word or pattern).'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('accepts a long random passphrase', async () => {
    stubFetch({ 'POST /api/sign_up': { status: 201, body: { message: IDENTITY_MESSAGES.signUpAccepted } } });
    renderRoute('/sign_up');
    await typePassword('velvet quarry lantern orbit');
    expect(await rule(`${PASSWORD_RULES.notGuessable} (met)`)).toBeTruthy();
    expect(await rule(`${PASSWORD_RULES.minLength} (met)`)).toBeTruthy();
  });

  it('asks for twelve characters and no space at either end', async () => {
    stubFetch();
    renderRoute('/sign_up');
    await typePassword(' short ');
    expect(await rule('at least 12 characters (not met yet)')).toBeTruthy();
    expect(await rule(`${PASSWORD_RULES.noOuterSpace} (not met yet)`)).toBeTruthy();
  });
});
