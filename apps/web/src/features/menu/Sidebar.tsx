import { Badge, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { LinkSection, MenuLink, SidebarSection } from './menu-rules';
import { useReclickLock } from './use-reclick-lock';

type SidebarProps = {
  pathname: string;
  sections: SidebarSection[];
  /** An admin console's links, shown instead of a module on console pages. */
  adminLinks: LinkSection | null;
  isLoading: boolean;
};

function LockIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function Sidebar({ pathname, sections, adminLinks, isLoading }: SidebarProps) {
  const { locked, onLinkClick } = useReclickLock();

  const guard = (to: string) => (event: MouseEvent) => {
    if (!onLinkClick(to, pathname)) event.preventDefault();
  };

  const item = (link: MenuLink, nested: boolean, header = false) => (
    <NavLink
      key={link.id}
      component={Link}
      to={link.to}
      label={
        header ? (
          <Text span fz="sm" fw={700}>
            {link.label}
          </Text>
        ) : (
          link.label
        )
      }
      description={link.hint}
      active={!header && link.subscribed && isActive(pathname, link.to)}
      aria-current={link.subscribed && pathname === link.to ? 'page' : undefined}
      aria-disabled={locked === link.to ? true : undefined}
      data-unsubscribed={link.subscribed ? undefined : true}
      onClick={guard(link.to)}
      pl={nested ? 'lg' : undefined}
      c={link.subscribed ? undefined : 'gray.7'}
      rightSection={
        link.partial ? (
          <Badge size="xs" variant="light" color="gray">
            Partial
          </Badge>
        ) : link.subscribed ? null : (
          <LockIcon />
        )
      }
      styles={{ description: { color: 'var(--mantine-color-gray-7)', whiteSpace: 'normal' } }}
    />
  );

  return (
    <ScrollArea h="100%" type="auto">
      <Stack component="nav" aria-label="Main menu" gap={2} p="sm">
        {sections.map((section) => (
          <Stack key={section.id} gap={2} component="section" aria-label={section.title ?? 'Home'}>
            {section.title ? (
              <Text fz="xs" fw={700} tt="uppercase" c="gray.7" px="sm" pt="sm" pb={4}>
                {section.title}
              </Text>
            ) : null}
            {section.module ? item(section.module, false, true) : null}
            {section.links.map((link) => item(link, section.module !== null))}
          </Stack>
        ))}
        {isLoading ? (
          <Text fz="sm" c="gray.7" px="sm" aria-live="polite">
            Loading the menu…
          </Text>
        ) : null}
        {adminLinks ? (
          <Stack gap={2} component="section" aria-label={adminLinks.label}>
            <Text fz="xs" fw={700} tt="uppercase" c="gray.7" px="sm" pt="sm" pb={4}>
              {adminLinks.label}
            </Text>
            {adminLinks.links.map((link) => (
              <NavLink
                key={link.to}
                component={Link}
                to={link.to}
                label={link.label}
                active={isActive(pathname, link.to)}
                aria-current={pathname === link.to ? 'page' : undefined}
                aria-disabled={locked === link.to ? true : undefined}
                onClick={guard(link.to)}
              />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </ScrollArea>
  );
}
