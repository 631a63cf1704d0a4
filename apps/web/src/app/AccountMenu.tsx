import { SUPPORT_EMAIL } from '@fin-atlas/domain';
import { Badge, Button, Menu, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../core/session/use-profile';
import { useSession } from '../core/session/use-session';
import { useSignOut } from '../core/session/use-sign-in';
import { useUnseenDeliveries } from '../features/subscriptions';
import { accountMenuSections, SUBSCRIPTIONS_LINK } from './shell/account-links';

const newFiles = (n: number) => `${n} new delivered ${n === 1 ? 'file' : 'files'}`;

type AccountMenuProps = { onPartnerSite: boolean };

/** The header's account menu (spec "Screen behaviour"), or a sign-in button for a visitor. */
export function AccountMenu({ onPartnerSite }: AccountMenuProps) {
  const { user } = useSession();
  const profile = useProfile();
  const signOut = useSignOut();
  // Until the profile answers, assume a password account: nearly every account is one.
  const emailUser = (profile.data?.sign_in_method ?? 'password') === 'password';
  const unseen = useUnseenDeliveries(user !== null && !onPartnerSite && emailUser);
  if (!user) {
    return (
      <Button component={Link} to="/sign_in" variant="filled">
        Sign in
      </Button>
    );
  }
  const sections = accountMenuSections({ role: user.role.name, onPartnerSite, emailUser });
  return (
    <Menu position="bottom-end" width={260} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          aria-label={`Account menu for ${user.user_name}${unseen > 0 ? `, ${newFiles(unseen)}` : ''}`}
          rightSection={<span aria-hidden>▾</span>}
        >
          {user.user_name}
          {unseen > 0 ? (
            <Badge size="xs" circle color="orange" ml={6} aria-hidden>
              {unseen}
            </Badge>
          ) : null}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="xs" truncate>
            {user.email}
          </Text>
          <Text fz="xs" c="dimmed">
            {user.role.name}
          </Text>
        </Menu.Label>
        {sections.map((section) => (
          <Fragment key={section.id}>
            <Menu.Divider />
            {section.id === 'account' ? null : <Menu.Label>{section.label}</Menu.Label>}
            {section.links.map((link) => (
              <Menu.Item
                key={link.to}
                component={Link}
                to={link.to}
                rightSection={
                  link.to === SUBSCRIPTIONS_LINK.to && unseen > 0 ? (
                    <Badge size="sm" color="orange" aria-label={newFiles(unseen)}>
                      {unseen}
                    </Badge>
                  ) : null
                }
              >
                {link.label}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
        <Menu.Item component="a" href={`mailto:${SUPPORT_EMAIL}?subject=FIN%20Atlas`}>
          Contact
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => signOut.mutate(undefined)} disabled={signOut.isPending}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
