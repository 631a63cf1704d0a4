import { MESSAGES } from '@fin-atlas/domain';
import { Container } from '@mantine/core';
import { PageHeader } from '../../ui/PageHeader';
import { ProductSearch } from './search/ProductSearch';
import { usePageTitle } from './search/use-page-title';

/** /technographics/product/search: find a vendor, product or solution and open its report. */
export function ProductSearchPage() {
  usePageTitle(MESSAGES.page.productSearchTitle);
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title={MESSAGES.page.productSearchTitle}
        description="Which institutions run which vendor products, solution by solution. Start typing; typos are forgiven."
      />
      <ProductSearch />
    </Container>
  );
}
