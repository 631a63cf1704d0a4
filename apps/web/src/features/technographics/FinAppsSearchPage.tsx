import { MESSAGES } from '@fin-atlas/domain';
import { Container } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { ProductSearch } from './search/ProductSearch';
import { usePageTitle } from './search/use-page-title';

/**
 * /fin_apps_search: the same product search, outside the main shell (spec section 2); the router
 * draws it under the standalone header.
 */
export function FinAppsSearchPage() {
  usePageTitle(MESSAGES.page.productSearchTitle);
  return (
    <Container size="lg" py="lg">
      <PageHeader title={MESSAGES.page.productSearchTitle} />
      <ProductSearch />
    </Container>
  );
}
