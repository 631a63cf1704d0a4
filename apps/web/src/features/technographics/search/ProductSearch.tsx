import {
  groupVendorProducts,
  MESSAGES,
  SEARCH_LIMITS,
  type SearchResult,
  searchListLimit,
} from '@fin-atlas/domain';
import { Anchor, Box, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { searchCatalog } from '../api';
import {
  productReportPath,
  serviceReportPath,
  TECHNOGRAPHICS_PATHS,
  vendorReportPath,
} from '../report-links';
import { ResultColumn } from './ResultColumn';
import { useProductSearch } from './use-product-search';

type ProductSearchProps = {
  /** The call behind the box; tests pass their own to control timing. */
  search?: (text: string) => Promise<SearchResult>;
};

/**
 * Product search (spec section 2 and 4): a focused box; after a 100 ms pause the VENDOR PRODUCTS
 * and SOLUTIONS columns show the best 5 vendors (products nested) and 7 solutions, each expandable
 * to 1000 and collapsible again. A new search starts collapsed; blank text shows nothing.
 */
export function ProductSearch({ search = searchCatalog }: ProductSearchProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { result, resultText, loading, active } = useProductSearch(text, search);
  // Expansion belongs to the results it was made on: a new search starts collapsed (spec section 4).
  const [expanded, setExpanded] = useState({ text: '', vendors: false, services: false });
  const current =
    expanded.text === resultText ? expanded : { text: resultText, vendors: false, services: false };
  const expand = (patch: Partial<Pick<typeof current, 'vendors' | 'services'>>) =>
    setExpanded({ ...current, ...patch });

  useEffect(() => {
    input.current?.focus();
  }, []);

  const vendors = groupVendorProducts(result?.vendor_products ?? []);
  const services = result?.services ?? [];
  const vendorLimit = searchListLimit('vendor', current.vendors);
  const serviceLimit = searchListLimit('service', current.services);

  return (
    <Stack gap="lg">
      <TextInput
        ref={input}
        type="search"
        size="lg"
        aria-label="Search solutions, vendors and products"
        placeholder={MESSAGES.search.placeholder}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={loading ? <Loader size="sm" aria-label="Searching" /> : null}
        autoComplete="off"
      />
      <Box aria-live="polite" aria-busy={loading}>
        {active && result ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ResultColumn
              heading={MESSAGES.search.vendorProductsHeading}
              viewAll={{ label: MESSAGES.search.viewAllVendors, to: TECHNOGRAPHICS_PATHS.vendorCoverage }}
              emptyText={MESSAGES.search.noMatchingVendorProducts}
              total={vendors.length}
              limit={vendorLimit}
              defaultLimit={SEARCH_LIMITS.vendorLimit}
              onExpand={() => expand({ vendors: true })}
              onCollapse={() => expand({ vendors: false })}
            >
              {vendors.slice(0, vendorLimit).map((vendor) => (
                <Box key={vendor.vendorId} data-testid="search-vendor">
                  <Anchor component={Link} to={vendorReportPath(vendor.vendorId)} fw={600}>
                    {vendor.vendor}
                  </Anchor>
                  <Stack component="ul" gap={2} mt={2} pl="md" m={0} style={{ listStyle: 'none' }}>
                    {vendor.products.map((product) => (
                      <Text component="li" key={product.productId} fz="sm">
                        <Anchor
                          component={Link}
                          to={productReportPath(product.productId, vendor.vendorId, product.bankServiceId)}
                        >
                          {product.product}
                        </Anchor>
                      </Text>
                    ))}
                  </Stack>
                </Box>
              ))}
            </ResultColumn>
            <ResultColumn
              heading={MESSAGES.search.solutionsHeading}
              viewAll={{ label: MESSAGES.search.viewAllSolutions, to: TECHNOGRAPHICS_PATHS.solutions }}
              emptyText={MESSAGES.search.noMatchingSolutions}
              total={services.length}
              limit={serviceLimit}
              defaultLimit={SEARCH_LIMITS.serviceLimit}
              onExpand={() => expand({ services: true })}
              onCollapse={() => expand({ services: false })}
            >
              {services.slice(0, serviceLimit).map((service) => (
                <Anchor
                  key={service.id}
                  component={Link}
                  to={serviceReportPath(service.id)}
                  data-testid="search-solution"
                >
                  {service.name}
                </Anchor>
              ))}
            </ResultColumn>
          </SimpleGrid>
        ) : null}
      </Box>
    </Stack>
  );
}
