import { PASSWORD_MIN_LENGTH, passwordProblems } from '@fin-atlas/domain';
import { List, Text, VisuallyHidden } from '@mantine/core';

// The rules every password meets; passwordProblems adds the situational ones (too long, e-mail name).
const BASELINE = [`at least ${PASSWORD_MIN_LENGTH} characters`, 'a letter', 'a digit'];

type PasswordPolicyHintsProps = { password: string; email?: string; id?: string };

/** Live checklist under a new-password field, from the same rule the server applies. */
export function PasswordPolicyHints({ password, email, id }: PasswordPolicyHintsProps) {
  const problems = passwordProblems(password, email);
  const rules = [...BASELINE, ...problems.filter((p) => !BASELINE.includes(p))];
  return (
    <div id={id} aria-live="polite">
      <Text fz="xs" c="dimmed">
        Password needs:
      </Text>
      <List size="xs" spacing={2} listStyleType="none">
        {rules.map((rule) => {
          const met = password !== '' && !problems.includes(rule);
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
