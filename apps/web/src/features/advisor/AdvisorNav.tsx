import type { FiType } from '@fin-atlas/domain';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { advisorNavigation } from './advisor-location';

/** The sections and their pages, only those the institution's type has. */
export function AdvisorNav({ fiType, currentPath }: { fiType: FiType | null; currentPath: string }) {
  return (
    <Stack component="nav" aria-label="Advisor sections" gap={2}>
      {advisorNavigation(fiType).map((section) => (
        <div key={section.id}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={700} mt="sm" mb={2}>
            {section.name}
          </Text>
          <NavLink
            component={Link}
            to={section.summaryPath}
            label="Executive Brief"
            active={currentPath === section.summaryPath}
            aria-current={currentPath === section.summaryPath ? 'page' : undefined}
          />
          {section.pages.map((page) => (
            <NavLink
              key={page.id}
              component={Link}
              to={page.path}
              label={page.name}
              active={currentPath === page.path}
              aria-current={currentPath === page.path ? 'page' : undefined}
            />
          ))}
        </div>
      ))}
    </Stack>
  );
}
