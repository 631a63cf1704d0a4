import { fiTypeLabel } from '@fin-atlas/domain';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAssets, place, regulatoryIdLabel } from './firmographics';

type Row = {
  id: number;
  name: string;
  fi_type: string;
  city: string | null;
  state: string | null;
  assets: number | null;
  rssd_id: number | null;
  regulatory_id: string | null;
};

type InstitutionTableProps<T extends Row> = {
  rows: T[];
  caption: string;
  /** Show the position (report order) as the first column. */
  numbered?: boolean;
  extraColumn?: { title: string; render: (row: T) => ReactNode };
  actions?: (row: T, index: number) => ReactNode;
};

/** Institutions with their firmographics: type, city and state, assets, RSSD and certificate/charter. */
export function InstitutionTable<T extends Row>({
  rows,
  caption,
  numbered,
  extraColumn,
  actions,
}: InstitutionTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm">
        <VisuallyHidden component="caption">{caption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {numbered ? <Table.Th w={40}>#</Table.Th> : null}
            <Table.Th>Institution</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>City, State</Table.Th>
            <Table.Th ta="right">Assets</Table.Th>
            <Table.Th>RSSD ID</Table.Th>
            <Table.Th>Cert / Charter</Table.Th>
            {extraColumn ? <Table.Th>{extraColumn.title}</Table.Th> : null}
            {actions ? (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.id}>
              {numbered ? <Table.Td>{index + 1}</Table.Td> : null}
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td>{fiTypeLabel(row.fi_type)}</Table.Td>
              <Table.Td>{place(row)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAssets(row.assets)}
              </Table.Td>
              <Table.Td>{row.rssd_id ?? '—'}</Table.Td>
              <Table.Td>
                {row.regulatory_id ? `${regulatoryIdLabel(row.fi_type)} ${row.regulatory_id}` : '—'}
              </Table.Td>
              {extraColumn ? <Table.Td>{extraColumn.render(row)}</Table.Td> : null}
              {actions ? <Table.Td>{actions(row, index)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
