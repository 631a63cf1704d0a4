import type { QueryCatalogElement } from '@fin-atlas/domain';
import {
  Badge,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useBuilder } from './builder-context';
import { elementKey, filterCatalog, type PickerCategory } from './catalog-index';
import { addRule } from './criteria-tree';

/** Elements listed per sub-heading before the rest wait for a narrower search. */
const SHOWN_PER_GROUP = 80;

function Chevron({ open }: { open: boolean }) {
  return (
    <Text component="span" aria-hidden fz="xs" c="dimmed" w={12} style={{ display: 'inline-block' }}>
      {open ? '▾' : '▸'}
    </Text>
  );
}

function ElementButton({ element, onPick }: { element: QueryCatalogElement; onPick: () => void }) {
  return (
    <Tooltip
      label={element.definition ?? element.name}
      multiline
      w={300}
      position="right"
      withArrow
      openDelay={250}
    >
      <NavLink
        component="button"
        type="button"
        onClick={onPick}
        label={element.name}
        py={4}
        px="xs"
        data-testid="picker-element"
        aria-label={`Add rule: ${element.name}`}
        styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', lineHeight: 1.3 } }}
        style={{ borderRadius: 4 }}
      />
    </Tooltip>
  );
}

function CategoryBlock({
  category,
  open,
  onToggle,
  onPick,
}: {
  category: PickerCategory;
  open: boolean;
  onToggle: () => void;
  onPick: (element: QueryCatalogElement) => void;
}) {
  const [closedSections, setClosedSections] = useState<ReadonlySet<string>>(new Set());
  const toggleSection = (name: string) =>
    setClosedSections((s) => {
      const next = new Set(s);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const single = category.sections.length === 1 && category.sections[0]?.name === category.name;
  return (
    <section aria-label={category.name}>
      <UnstyledButton onClick={onToggle} aria-expanded={open} w="100%" py={6} px={4}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Chevron open={open} />
            <Text fw={700} fz="sm">
              {category.name}
            </Text>
          </Group>
          <Badge size="sm" variant="light" color="gray" radius="sm">
            {category.count}
          </Badge>
        </Group>
      </UnstyledButton>
      {open ? (
        <Stack gap={2} pl="md" pb={6}>
          {category.sections.map((section) => {
            const sectionOpen = single || !closedSections.has(section.name);
            return (
              <div key={section.name}>
                {single ? null : (
                  <UnstyledButton
                    onClick={() => toggleSection(section.name)}
                    aria-expanded={sectionOpen}
                    py={4}
                  >
                    <Group gap={6} wrap="nowrap">
                      <Chevron open={sectionOpen} />
                      <Text fz="sm" fw={600} c="gray.8">
                        {section.name}
                      </Text>
                    </Group>
                  </UnstyledButton>
                )}
                {sectionOpen
                  ? section.groups.map((group) => (
                      <div key={group.name ?? ''}>
                        {group.name && group.name !== section.name ? (
                          <Text fz={11} tt="uppercase" fw={700} c="dimmed" pl="xs" pt={6} pb={2}>
                            {group.name}
                          </Text>
                        ) : null}
                        {group.elements.slice(0, SHOWN_PER_GROUP).map((element) => (
                          <ElementButton
                            key={elementKey(element)}
                            element={element}
                            onPick={() => onPick(element)}
                          />
                        ))}
                        {group.elements.length > SHOWN_PER_GROUP ? (
                          <Text fz="xs" c="dimmed" pl="xs">
                            {group.elements.length - SHOWN_PER_GROUP} more: type to narrow the list
                          </Text>
                        ) : null}
                      </div>
                    ))
                  : null}
              </div>
            );
          })}
        </Stack>
      ) : null}
    </section>
  );
}

/** The catalog by category, searchable; a click adds the element as a rule to the chosen group. */
export function ElementPicker({ targetLabel, maxHeight }: { targetLabel: string; maxHeight: string }) {
  const { catalog, change, targetGroup } = useBuilder();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const categories = useMemo(() => filterCatalog(catalog, text), [catalog, text]);
  const searching = text.trim() !== '';
  const firstName = categories[0]?.name;
  const isOpen = (name: string) => searching || opened.has(name) || (opened.size === 0 && name === firstName);
  const toggle = (name: string) =>
    setOpened((s) => {
      const next = new Set(s.size === 0 && firstName ? [firstName] : s);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  return (
    <Stack gap="xs" h="100%" aria-label="Elements" role="region">
      <TextInput
        type="search"
        aria-label="Search elements"
        placeholder="Search elements"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Text fz="xs" c="dimmed">
        Click an element to add it to {targetLabel}.
      </Text>
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars>
        <Stack gap={0}>
          {categories.map((category) => (
            <CategoryBlock
              key={category.name}
              category={category}
              open={isOpen(category.name)}
              onToggle={() => toggle(category.name)}
              onPick={(element) => change((tree) => addRule(tree, targetGroup, element))}
            />
          ))}
          {categories.length === 0 ? (
            <Text fz="sm" c="dimmed" py="sm">
              {catalog ? `No element matches “${text.trim()}”.` : 'Loading elements…'}
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
