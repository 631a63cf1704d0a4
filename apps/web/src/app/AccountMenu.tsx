import type { User } from '@fin-atlas/domain';
import { Button, Menu, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { adminLinkSections } from './admin-links';
import { useSignOut } from './session/use-sign-in';

type AccountMenuProps = { user: User; onPartnerSite: boolean };

export function AccountMenu({ user, onPartnerSite }: AccountMenuProps) {
  const signOut = useSignOut();
  const sections = adminLinkSections(user, onPartnerSite);
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          aria-label={`Account menu for ${user.user_name}`}
          rightSection="▾"
        >
          {user.user_name}
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
        <Menu.Item component={Link} to="/dashboard">
          Dashboard
        </Menu.Item>
        {sections.map((section) => (
          <Fragment key={section.label}>
            <Menu.Divider />
            <Menu.Label>{section.label}</Menu.Label>
            {section.links.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {link.label}
              </Menu.Item>
            ))}
          </Fragment>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
