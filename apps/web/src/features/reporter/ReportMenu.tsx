import type { MenuData } from '@fin-atlas/domain';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { selectionOfMenu, type ViewSelection } from './view-state';

type MenuGroup = { key: string; title: string; entries: MenuData[] };

/** Consecutive entries of one product (a metric group or a service category) under its name. */
export function groupMenu(menu: readonly MenuData[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const entry of menu) {
    const last = groups.at(-1);
    if (last && last.title === entry.product) last.entries.push(entry);
    else groups.push({ key: `${groups.length}:${entry.product}`, title: entry.product, entries: [entry] });
  }
  return groups;
}

const sameSelection = (a: ViewSelection | null, b: ViewSelection | null) =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id;

type ReportMenuProps = {
  menu: readonly MenuData[];
  selection: ViewSelection | null;
  multi: boolean;
  allLabel: string;
  onAll: () => void;
  onSelect: (selection: ViewSelection) => void;
};

/** The report's left menu: every metric (or bank service), and the whole report at the top. */
export function ReportMenu({ menu, selection, multi, allLabel, onAll, onSelect }: ReportMenuProps) {
  return (
    <ScrollArea.Autosize mah="calc(100vh - 180px)" type="auto" offsetScrollbars>
      <Stack gap={2} component="nav" aria-label="Report menu">
        <NavLink component="button" label={allLabel} active={multi} onClick={onAll} />
        {groupMenu(menu).map((group) => (
          <div key={group.key}>
            {group.title ? (
              <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mt="sm" mb={2} px="xs">
                {group.title}
              </Text>
            ) : null}
            {group.entries.map((entry) => {
              const target = selectionOfMenu(entry);
              if (!target) {
                return (
                  <Text key={`heading-${entry.menu_display}`} fz="sm" fw={600} px="xs" mt={6}>
                    {entry.menu_display}
                  </Text>
                );
              }
              return (
                <NavLink
                  key={`${target.kind}-${target.id}`}
                  component="button"
                  label={entry.menu_display}
                  active={!multi && sameSelection(selection, target)}
                  aria-current={!multi && sameSelection(selection, target) ? 'true' : undefined}
                  onClick={() => onSelect(target)}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
