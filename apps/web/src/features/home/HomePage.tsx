import { Badge, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../core/brand';
import { useSession } from '../../core/session/use-session';
import { useSite } from '../../core/session/use-site';
import { useMenu } from '../menu';
import { useHomeFigures } from './figures';
import { HomeCardView } from './HomeCardView';
import { HomeWorkspace } from './HomeWorkspace';
import { INSTITUTION_CARDS, VENDOR_CARDS } from './home-content';
import { UseCaseSections } from './UseCaseSections';

/**
 * /dashboard (spec section 1): the institution variant for FI-menu users, the vendor and advisor
 * variant for everyone else. Its title is the product's name, except on a partner's site, which
 * keeps the partner's own.
 */
export function HomePage() {
  const { user } = useSession();
  const site = useSite();
  const figures = useHomeFigures();
  const menu = useMenu();
  const partner = site.data?.partner ?? null;
  const institutionMenu = user?.is_fi_menu ?? false;
  const cards = institutionMenu ? INSTITUTION_CARDS : VENDOR_CARDS;

  useEffect(() => {
    if (!site.isSuccess || partner) return;
    document.title = PRODUCT_NAME;
  }, [site.isSuccess, partner]);

  const count = figures.data?.institutions;
  const coverage =
    count && count.value > 0
      ? `Market intelligence on ${count.text} U.S. banks, holding companies and credit unions.`
      : 'Market intelligence on every U.S. bank, bank holding company and credit union.';

  return (
    <Container size="xl" py={32}>
      <Stack gap="xs" mb="lg">
        <Badge variant="light" w="fit-content">
          {institutionMenu ? 'For financial institutions' : 'For vendors and advisors'}
        </Badge>
        <Title order={1} fz={30}>
          {partner?.brand_name ?? PRODUCT_NAME}
        </Title>
        <Text c="gray.7" fz="md" maw={820}>
          {coverage}{' '}
          {institutionMenu
            ? 'Benchmark your institution against its peers and plan your technology with your market in view.'
            : 'Benchmark institutions against their peers, find prospects, see which vendor products each institution runs and predict who will buy.'}
        </Text>
      </Stack>
      <HomeWorkspace />
      <Text
        component="p"
        fz="xs"
        fw={700}
        tt="uppercase"
        c="gray.7"
        mt={40}
        mb="sm"
        style={{ letterSpacing: 0.6 }}
      >
        Solutions
      </Text>
      <SimpleGrid cols={{ base: 1, sm: cards.length === 2 ? 2 : 3 }} spacing="lg" data-testid="home-cards">
        {cards.map((card) => (
          <HomeCardView key={card.id} card={card} figures={figures.data} menu={menu.data} />
        ))}
      </SimpleGrid>
      {institutionMenu ? (
        <Stack mt={48}>
          <UseCaseSections />
        </Stack>
      ) : null}
    </Container>
  );
}
