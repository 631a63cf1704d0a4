import { type AdvisorCard, FI_TYPES, type FiType, SPAN_ID } from '@fin-atlas/domain';
import {
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { notifyError } from '../../core/notify';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import {
  ANALYTICS_MODULES,
  missingSelection,
  SelectionSummary,
  useAnalyticsSelection,
  useLandingDefaults,
} from '../peer-groups';
import { AdvisorNav } from './AdvisorNav';
import { type AdvisorLocation, advisorLocation, advisorPath } from './advisor-location';
import { useCardData, useSaveCardPositions, useSectionConfigurations } from './api';
import { CardControls } from './CardControls';
import { type ArrangedCard, arrangeCards, cardPositions, moveCard, setCardVisible } from './card-arrangement';
import { ExecutiveBriefPanel } from './ExecutiveBriefPanel';
import { MetricCardView } from './MetricCardView';
import { OfferingCardView } from './OfferingCardView';

const MODULE = ANALYTICS_MODULES.advisor;

const spanName = (spanId: number) =>
  spanId === SPAN_ID.T12 ? 'trailing twelve months' : spanId === SPAN_ID.YTD ? 'year to date' : 'quarter';

const asFiType = (value: string | undefined): FiType | null =>
  FI_TYPES.includes(value as FiType) ? (value as FiType) : null;

function pageTitle(location: AdvisorLocation): string {
  const page = location.section.pages.find((p) => p.id === location.pageId);
  if (!page) return `${location.section.name}: Executive Brief`;
  return location.keyMetrics ? `Key Metrics: ${page.name}` : `${location.section.name}: ${page.name}`;
}

/** Every Advisor section page and Executive Brief: /analytics/advisor/{section}/{page|summary}. */
export function AdvisorPage() {
  const { pathname } = useLocation();
  const location = advisorLocation(pathname);
  const [selection] = useAnalyticsSelection('advisor');
  const gap = missingSelection(selection, MODULE, { peerGroup: true });
  const institution = selection.institutions[0];
  const fiType = asFiType(institution?.fi_type);
  const canonical = location ? advisorPath(location.section.id, location.pageId) : pathname;
  const title = location ? pageTitle(location) : 'Advisor';

  return (
    <Container size="xl" py="lg">
      <PageHeader title={title} />
      <SelectionSummary module={MODULE} selection={selection} />
      {gap || !institution || !selection.peerGroup ? (
        <FormAlert tone="info">
          {gap?.message}{' '}
          <Anchor component={Link} to={gap?.path ?? MODULE.selectInstitutionPath}>
            Continue there
          </Anchor>
        </FormAlert>
      ) : !location ? (
        <FormAlert>This Advisor page does not exist.</FormAlert>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <AdvisorNav fiType={fiType} currentPath={canonical} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <AdvisorCards
              key={`${institution.id}:${selection.peerGroup.id}:${location.sectionKey}`}
              location={location}
              institutionId={institution.id}
              peerGroupId={selection.peerGroup.id}
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}

function AdvisorCards({
  location,
  institutionId,
  peerGroupId,
}: {
  location: AdvisorLocation;
  institutionId: number;
  peerGroupId: number;
}) {
  const summary = location.pageId === 'summary';
  const landing = useLandingDefaults();
  const data = useCardData(
    landing.isPending && landing.fetchStatus !== 'idle'
      ? null
      : {
          institutionId,
          peerGroupId,
          sectionKey: location.sectionKey,
          spanId: landing.data?.span_id,
          setId: landing.data?.set_id,
        },
  );
  const configurations = useSectionConfigurations(institutionId);
  const save = useSaveCardPositions();
  // The arrangement being saved shows at once; the server's copy replaces it once read back.
  const [pending, setPending] = useState<ArrangedCard[] | null>(null);

  const saved = configurations.data?.section_configs.find(
    (c) => String(c.section_id) === location.sectionKey,
  );
  const arranged = useMemo(
    () => (data.data ? arrangeCards(data.data.cards, saved?.cards, summary) : []),
    [data.data, saved, summary],
  );
  const cards = pending ?? arranged;

  const persist = (next: ArrangedCard[]) => {
    setPending(next);
    save.mutate(
      { section_id: location.sectionKey, cards: cardPositions(next) },
      {
        onError: (error) => {
          setPending(null);
          notifyError(error);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  if (data.isPending || configurations.isPending) {
    return (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" aria-label="Loading cards" />
        <Text c="dimmed">Comparing with the peer group…</Text>
      </Group>
    );
  }
  if (data.isError) return <FormAlert>{errorMessage(data.error)}</FormAlert>;
  const body = data.data;
  const visible = cards.filter((c) => c.visible);
  const hidden = cards.filter((c) => !c.visible);

  return (
    <Stack gap="md">
      <Text c="dimmed" fz="sm" data-testid="advisor-context">
        {body.institution.name} against {body.peer_group.name} (
        {body.peer_group.peer_count.toLocaleString('en-US')} peers)
        {body.period_label && body.section !== 'offering'
          ? `, ${body.period_label}, ${spanName(body.span_id)}`
          : ''}
        .
      </Text>
      {body.brief ? <ExecutiveBriefPanel brief={body.brief} section={body.section} /> : null}
      {cards.length === 0 ? (
        <FormAlert tone="info">There is nothing to show on this page for {body.institution.name}.</FormAlert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="advisor-cards">
        {visible.map((entry, index) => (
          <CardView
            key={entry.key}
            card={entry.card}
            controls={
              <CardControls
                title={entry.card.title}
                first={index === 0}
                last={index === visible.length - 1}
                disabled={save.isPending}
                onMove={(by) => persist(moveCard(cards, entry.key, by))}
                onHide={() => persist(setCardVisible(cards, entry.key, false))}
              />
            }
          />
        ))}
      </SimpleGrid>
      {hidden.length > 0 ? (
        <Paper withBorder radius="md" p="md" component="section" aria-label="Hidden cards">
          <Title order={2} fz="md" mb="xs">
            Hidden cards
          </Title>
          <Group gap="xs">
            {hidden.map((entry) => (
              <Button
                key={entry.key}
                variant="light"
                size="xs"
                disabled={save.isPending}
                onClick={() => persist(setCardVisible(cards, entry.key, true))}
                aria-label={`Show ${entry.card.title}`}
              >
                Show {entry.card.title}
              </Button>
            ))}
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}

function CardView({ card, controls }: { card: AdvisorCard; controls: ReactNode }) {
  return card.kind === 'metric' ? (
    <MetricCardView card={card} controls={controls} />
  ) : (
    <OfferingCardView card={card} controls={controls} />
  );
}
