import {
  elementSuitsFiType,
  type ReportWriterElement,
  type ReportWriterElementsResponse,
  reportElementKey,
} from '@fin-atlas/domain';
import { Accordion, Badge, Group, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { unaddableReason } from './draft';

/** Elements listed per section before the rest wait for a narrower search. */
const SHOWN_PER_SECTION = 60;

type Segment = ReportWriterElementsResponse['segments'][number];

const matches = (element: ReportWriterElement, needle: string) =>
  needle === '' ||
  element.name.toLowerCase().includes(needle) ||
  (element.group ?? '').toLowerCase().includes(needle);

/** The segments narrowed to the report's FI type and the search text. */
export function visibleSegments(segments: readonly Segment[], fiType: string, text: string): Segment[] {
  const needle = text.trim().toLowerCase();
  return segments.flatMap((segment) => {
    const sections = segment.sections.flatMap((section) => {
      const elements = section.elements.filter(
        (e) => elementSuitsFiType(e.fi_types, fiType) && matches(e, needle),
      );
      return elements.length > 0 ? [{ ...section, elements }] : [];
    });
    return sections.length > 0 ? [{ ...segment, sections }] : [];
  });
}

function ElementRow({
  element,
  added,
  onAdd,
}: {
  element: ReportWriterElement;
  added: boolean;
  onAdd: () => void;
}) {
  const blocked = unaddableReason(element);
  return (
    <Tooltip
      label={blocked ?? element.definition ?? element.name}
      multiline
      w={320}
      position="right"
      openDelay={300}
    >
      <NavLink
        component="button"
        type="button"
        onClick={onAdd}
        disabled={added || blocked !== null}
        aria-disabled={added || blocked !== null}
        active={added}
        color="teal"
        label={element.name}
        aria-label={added ? `${element.name} (added)` : `Add ${element.name}`}
        py={4}
        px="xs"
        styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', lineHeight: 1.3 } }}
        style={{ borderRadius: 4 }}
      />
    </Tooltip>
  );
}

/**
 * The segments (Firmographics, Financial Metrics, ...) with their elements, searchable; a click adds
 * the element to the report. Elements the report's FI type does not report are not offered.
 */
export function SegmentCatalog({
  segments,
  fiType,
  addedKeys,
  onAdd,
}: {
  segments: readonly Segment[];
  fiType: string;
  addedKeys: ReadonlySet<string>;
  onAdd: (element: ReportWriterElement) => void;
}) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<string[]>([segments[0]?.name ?? '']);
  const shown = useMemo(() => visibleSegments(segments, fiType, text), [segments, fiType, text]);
  const searching = text.trim() !== '';
  return (
    <Stack gap="xs" role="region" aria-label="Segments">
      <TextInput
        type="search"
        aria-label="Search elements"
        placeholder="Search elements (ROA, core processing, city…)"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto" offsetScrollbars>
        {shown.length === 0 ? (
          <Text fz="sm" c="dimmed" py="sm">
            {searching ? `No element matches “${text.trim()}”.` : 'No elements for this FI type.'}
          </Text>
        ) : (
          <Accordion
            multiple
            value={searching ? shown.map((s) => s.name) : opened}
            onChange={setOpened}
            variant="contained"
            chevronPosition="left"
          >
            {shown.map((segment) => (
              <Accordion.Item key={segment.name} value={segment.name}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} fz="sm">
                      {segment.name}
                    </Text>
                    <Badge size="sm" variant="light" color="gray">
                      {segment.sections.reduce((n, s) => n + s.elements.length, 0)}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap={6}>
                    {segment.sections.map((section) => (
                      <div key={section.name}>
                        {section.name !== segment.name ? (
                          <Text fz={11} tt="uppercase" fw={700} c="dimmed" pt={4}>
                            {section.name}
                          </Text>
                        ) : null}
                        {section.elements.slice(0, SHOWN_PER_SECTION).map((element) => (
                          <ElementRow
                            key={reportElementKey(element)}
                            element={element}
                            added={addedKeys.has(reportElementKey(element))}
                            onAdd={() => onAdd(element)}
                          />
                        ))}
                        {section.elements.length > SHOWN_PER_SECTION ? (
                          <Text fz="xs" c="dimmed" pl="xs">
                            {section.elements.length - SHOWN_PER_SECTION} more: type to narrow the list
                          </Text>
                        ) : null}
                      </div>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
