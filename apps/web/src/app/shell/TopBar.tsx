import type { PartnerSite } from '@fin-atlas/domain';
import { Anchor, Burger, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../core/brand';
import { AccountMenu } from '../AccountMenu';

type TopBarProps = {
  partner: PartnerSite | null;
  area: string | null;
  menuButton: { opened: boolean; onToggle: () => void; label: string } | null;
  /** Page-level actions next to the account menu (the user guide download). */
  children?: ReactNode;
};

/** Brand, the current area's label, the module's user guide and the account menu. */
export function TopBar({ partner, area, menuButton, children }: TopBarProps) {
  return (
    <Group
      component="header"
      h={56}
      px="md"
      justify="space-between"
      wrap="nowrap"
      bg="white"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        borderTop: partner ? `4px solid ${partner.primary_color}` : undefined,
        position: 'sticky',
        top: 0,
        zIndex: 100,
      }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {menuButton ? (
          <Burger
            opened={menuButton.opened}
            onClick={menuButton.onToggle}
            size="sm"
            aria-label={menuButton.label}
          />
        ) : null}
        <Anchor
          component={Link}
          to="/dashboard"
          underline="never"
          fw={800}
          fz={20}
          c={partner ? undefined : 'atlasBlue.9'}
          style={partner ? { color: partner.primary_color } : undefined}
        >
          {partner?.brand_name ?? PRODUCT_NAME}
        </Anchor>
        {area ? (
          <Text fz="sm" fw={600} c="gray.7" truncate data-testid="area-label">
            <span aria-hidden>| </span>
            <VisuallyHidden>Current area: </VisuallyHidden>
            {area}
          </Text>
        ) : null}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {children}
        <AccountMenu onPartnerSite={partner !== null} />
      </Group>
    </Group>
  );
}
