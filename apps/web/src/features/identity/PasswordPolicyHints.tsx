import { PASSWORD_RULES, passwordProblems } from '@fin-atlas/domain';
import { List, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { usePasswordStrength } from './use-password-strength';

// The rules every password meets; passwordProblems adds the situational ones (too long, spaces at
// either end, the e-mail name).
const BASELINE: string[] = [PASSWORD_RULES.minLength, PASSWORD_RULES.notGuessable];

type PasswordPolicyHintsProps = { password: string; email?: string; userName?: string; id?: string };

/** Live checklist under a new-password field, from the same rule the server applies. */
export function PasswordPolicyHints({ password, email, userName, id }: PasswordPolicyHintsProps) {
  const strength = usePasswordStrength(password !== '');
  const problems = useMemo(
    () => passwordProblems(password, email, strength, userName),
    [password, email, strength, userName],
  );
  const rules = [...BASELINE, ...problems.filter((p) => !BASELINE.includes(p))];
  // Guessability is unknown until the dictionaries arrive: it is not shown as met before then.
  const known = (rule: string) => rule !== PASSWORD_RULES.notGuessable || strength !== undefined;
  return (
    <div id={id} aria-live="polite">
      <Text fz="xs" c="dimmed">
        Password needs:
      </Text>
      <List size="xs" spacing={2} listStyleType="none">
        {rules.map((rule) => {
          const met = password !== '' && known(rule) && !problems.includes(rule);
          return (
            <List.Item key={rule} c={met ? 'teal.8' : 'dimmed'}>
              <span aria-hidden>{met ? '✓ ' : '○ '}</span>
              {rule}
              <VisuallyHidden>{met ? ' (met)' : ' (not met yet)'}</VisuallyHidden>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
