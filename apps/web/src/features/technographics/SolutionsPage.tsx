import { Anchor, Badge, Container, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../core/api/api-error';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useSolutionCatalog } from './api';
import { serviceReportPath } from './report-links';
import { formatCount } from './reports/format';
import { ScrollTable } from './reports/ScrollTable';

/** /technographics/solutions: the solution catalog by category, with adoption and vendor counts. */
export function SolutionsPage() {
  const query = useSolutionCatalog();
  const [filter, setFilter] = useState('');

  const categories = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (query.data?.categories ?? [])
      .map((category) => ({
        ...category,
        solutions: category.name.toLowerCase().includes(needle)
          ? category.solutions
          : category.solutions.filter((s) => s.name.toLowerCase().includes(needle)),
      }))
      .filter((category) => category.solutions.length > 0);
  }, [query.data, filter]);
  const total = query.data?.categories.reduce((sum, c) => sum + c.solutions.length, 0) ?? 0;

  return (
    <Container size="xl" py="lg">
      <PageHeader
        title="Solutions"
        description={
          query.data
            ? `${formatCount(total)} solutions in ${formatCount(query.data.categories.length)} categories. Open one for its vendors, market share and adoption.`
            : 'Every solution covered, by category.'
        }
      />
      <Stack gap="md">
        <TextInput
          type="search"
          label="Filter solutions"
          placeholder="Solution or category"
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={320}
        />
        <ListState
          isPending={query.isPending}
          isFetching={false}
          errorText={query.isError ? errorMessage(query.error) : null}
          isEmpty={categories.length === 0}
          emptyTitle={filter ? 'No solution matches this name.' : 'No solutions are covered yet.'}
        >
          <Stack gap="lg">
            {categories.map((category) => (
              <Paper
                key={category.id}
                withBorder
                p="md"
                radius="md"
                component="section"
                aria-label={category.name}
              >
                <Group justify="space-between" mb="xs">
                  <Title order={2} fz="lg">
                    {category.name}
                  </Title>
                  <Text fz="sm" c="dimmed">
                    {formatCount(category.solutions.length)} solutions
                  </Text>
                </Group>
                <ScrollTable label={`${category.name} solutions`} minWidth={560}>
                  <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Solution</Table.Th>
                        <Table.Th scope="col" ta="right">
                          Institutions
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          Vendors
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          Products
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {category.solutions.map((s) => (
                        <Table.Tr key={s.id}>
                          <Table.Td>
                            <Group gap="xs">
                              <Anchor component={Link} to={serviceReportPath(s.id)}>
                                {s.name}
                              </Anchor>
                              {s.is_core ? (
                                <Badge size="xs" color="grape.9">
                                  Core
                                </Badge>
                              ) : null}
                            </Group>
                          </Table.Td>
                          <Table.Td ta="right">{formatCount(s.clients)}</Table.Td>
                          <Table.Td ta="right">{formatCount(s.vendors)}</Table.Td>
                          <Table.Td ta="right">{formatCount(s.products)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollTable>
              </Paper>
            ))}
          </Stack>
        </ListState>
      </Stack>
    </Container>
  );
}
