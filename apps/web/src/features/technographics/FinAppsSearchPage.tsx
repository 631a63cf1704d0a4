import { MESSAGES } from '@fin-atlas/domain';
import { Container } from '@mantine/core';
import { StandaloneFrame } from '../../app/StandaloneFrame';
import { PageHeader } from '../../ui/PageHeader';
import { ProductSearch } from '../technographics/search/ProductSearch';
import { usePageTitle } from '../technographics/search/use-page-title';

/** /fin_apps_search: the same product search, outside the main shell (spec section 2). */
export function ProductSearchPage() {
  usePageTitle(MESSAGES.page.productSearchTitle);
  return (
    <StandaloneFrame>
      <Container size="lg" py="lg">
        <PageHeader title={MESSAGES.page.productSearchTitle} />
        <ProductSearch />
      </Container>
    </StandaloneFrame>
  );
}
