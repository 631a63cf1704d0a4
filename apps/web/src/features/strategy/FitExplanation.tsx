import {
  WHITE_SPACE_FIT_EXPLANATIONS,
  WHITE_SPACE_FIT_FACTORS,
  WHITE_SPACE_FIT_LABELS,
  WHITE_SPACE_FIT_PRIOR,
  WHITE_SPACE_FIT_WEIGHTS,
} from '@fin-atlas/domain';
import { Accordion, List, Text } from '@mantine/core';

/** How the fit score is made, in words, from the same weights the server uses. */
export function FitExplanation({ assessed }: { assessed: string }) {
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="fit">
        <Accordion.Control>How the fit score is calculated</Accordion.Control>
        <Accordion.Panel>
          <Text fz="sm" mb="xs">
            A prospect fits when institutions like it already run {assessed}. Each factor is the adoption rate
            of the prospect's group (institutions running it over researched institutions, across the whole
            country) divided by the highest rate of any group of that kind, so the most receptive group scores
            100%:
          </Text>
          <List fz="sm" spacing={4} mb="xs">
            {WHITE_SPACE_FIT_FACTORS.map((factor) => (
              <List.Item key={factor}>
                <b>
                  {WHITE_SPACE_FIT_LABELS[factor]} ({Math.round(WHITE_SPACE_FIT_WEIGHTS[factor] * 100)}%)
                </b>
                : {WHITE_SPACE_FIT_EXPLANATIONS[factor]}.
              </List.Item>
            ))}
          </List>
          <Text fz="sm" c="dimmed">
            The score is the weighted sum, 0 to 100. Small groups lean on the national rate (as if{' '}
            {WHITE_SPACE_FIT_PRIOR} more institutions had been researched at that rate), so one user among two
            institutions in a state does not read as a 50% market. Institutions nobody has researched are
            counted apart and never ranked.
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
