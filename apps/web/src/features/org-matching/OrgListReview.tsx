import {
  ORG_ROW_PAGE_SIZES,
  type OrgListCounts,
  type OrgListRow,
  type OrgRowFilter,
  type OrgRowUpdate,
} from '@fin-atlas/domain';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { ListState } from '../../ui/ListState';
import { SearchField } from '../../ui/SearchField';
import { TablePager } from '../../ui/TablePager';
import type { InstitutionSummary } from '../institutions';
import { type OrgListBase, useConfirmBest, useDecideRow, useOrgListDetail } from './api';
import { InstitutionPicker, institutionDetails } from './InstitutionPicker';
import { MatchStatusBadge, percent } from './MatchStatusBadge';

// Review rows whose best candidate reaches this are safe to accept in one go.
const BULK_CONFIDENCE = 0.8;

function filterOptions(counts: OrgListCounts | undefined) {
  const n = (value: number | undefined) => (value === undefined ? '' : ` (${value.toLocaleString('en-US')})`);
  return [
    { value: 'all', label: `All${n(counts?.total)}` },
    { value: 'matched', label: `Matched${n(counts?.matched)}` },
    { value: 'review', label: `Needs review${n(counts?.review)}` },
    { value: 'unmatched', label: `Not matched${n(counts?.unmatched)}` },
  ];
}

function Organisation({ row }: { row: OrgListRow }) {
  const details = [row.person, row.title].filter(Boolean).join(', ');
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {row.organization || (
          <Text span c="dimmed">
            (no organisation)
          </Text>
        )}
      </Text>
      {details ? (
        <Text fz="xs" c="dimmed">
          {details}
        </Text>
      ) : null}
      {row.email || row.domain ? (
        <Text fz="xs" c="dimmed">
          {row.email ?? row.domain}
        </Text>
      ) : null}
    </Stack>
  );
}

function MatchedInstitution({
  institution,
  confidence,
}: {
  institution: InstitutionSummary | null;
  confidence: number | null;
}) {
  if (!institution)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text fz="sm">{institution.name}</Text>
      <Text fz="xs" c="dimmed">
        {institutionDetails(institution)}
        {institution.rssd_id ? ` · RSSD ${institution.rssd_id}` : ''} · {percent(confidence)}
      </Text>
    </Stack>
  );
}

type RowActionsProps = {
  row: OrgListRow;
  busy: boolean;
  decide: (row: OrgListRow, update: OrgRowUpdate) => Promise<void>;
  onFind: (row: OrgListRow) => void;
};

function RowActions({ row, busy, decide, onFind }: RowActionsProps) {
  const settled = row.status === 'matched' || row.status === 'confirmed';
  const [choice, setChoice] = useState<string | null>(
    row.candidates[0] ? String(row.candidates[0].id) : null,
  );
  const where = `line ${row.line}`;
  return (
    <Group gap={6} wrap="nowrap">
      {!settled && row.candidates.length > 0 ? (
        <>
          <Select
            aria-label={`Candidate for ${where}`}
            size="xs"
            w={240}
            data={row.candidates.map((c) => ({
              value: String(c.id),
              label: `${c.name}${c.state ? `, ${c.state}` : ''} (${percent(c.confidence)})`,
            }))}
            value={choice}
            onChange={setChoice}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            size="xs"
            disabled={!choice || busy}
            aria-label={`Confirm the candidate for ${where}`}
            onClick={() => choice && void decide(row, { action: 'confirm', institution_id: Number(choice) })}
          >
            Confirm
          </Button>
        </>
      ) : null}
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        aria-label={`Find another institution for ${where}`}
        onClick={() => onFind(row)}
      >
        {settled ? 'Change' : 'Find'}
      </Button>
      {row.status !== 'rejected' && row.status !== 'unmatched' ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={busy}
          aria-label={`Reject the match for ${where}`}
          onClick={() => void decide(row, { action: 'reject' })}
        >
          Reject
        </Button>
      ) : null}
    </Group>
  );
}

/** Accepts every review row whose best candidate is sure enough, in one go. */
function BulkConfirm({ base, listId }: { base: OrgListBase; listId: number }) {
  const confirmBest = useConfirmBest(base, listId);
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="light"
        loading={confirmBest.isPending}
        onClick={async () => {
          try {
            const result = await confirmBest.mutateAsync(BULK_CONFIDENCE);
            notifySuccess(
              result.confirmed
                ? `${result.confirmed} best candidates of ${percent(BULK_CONFIDENCE)} or more confirmed.`
                : `No review row has a candidate of ${percent(BULK_CONFIDENCE)} or more.`,
            );
          } catch (error) {
            notifyError(error);
          }
        }}
      >
        Confirm every best candidate of {percent(BULK_CONFIDENCE)} or more
      </Button>
      <Text fz="xs" c="dimmed">
        Rows with two near-equal candidates are better checked one by one.
      </Text>
    </Group>
  );
}

type FindInstitutionModalProps = {
  /** The row being matched by hand; null keeps the dialog closed. */
  row: OrgListRow | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (row: OrgListRow, institution: InstitutionSummary) => Promise<void>;
};

/** Any institution for a row, found with the typeahead. */
function FindInstitutionModal({ row, busy, onClose, onConfirm }: FindInstitutionModalProps) {
  const [picked, setPicked] = useState<InstitutionSummary | null>(null);
  const [shownFor, setShownFor] = useState<OrgListRow | null>(row);
  // Each row opened starts without a pick.
  if (row !== shownFor) {
    setShownFor(row);
    setPicked(null);
  }
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? `Line ${row.line}: ${row.organization || 'no organisation'}` : ''}
      centered
      size="lg"
    >
      {row ? (
        <Stack>
          <InstitutionPicker label="Institution" initialSearch={row.organization} onPick={setPicked} />
          <Text fz="xs" c="dimmed">
            Search by name, RSSD ID or FDIC certificate / NCUA charter number. An organisation that is not a
            bank, holding company or credit union is best rejected: it stays in the download without
            institution data.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              disabled={!picked}
              loading={busy}
              onClick={async () => {
                if (picked) await onConfirm(row, picked);
              }}
            >
              Confirm this institution
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * The review step of an uploaded list: rows by match status, with the matcher's candidates to
 * confirm, a typeahead for any other institution, and rejection. Decisions save at once.
 */
export function OrgListReview({ base, listId, noun }: { base: OrgListBase; listId: number; noun: string }) {
  const [status, setStatus] = useState<OrgRowFilter>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(50);
  const detail = useOrgListDetail(base, listId, { status, q: q || undefined, page, per_page: perPage });
  const decideRow = useDecideRow(base, listId);
  const [finding, setFinding] = useState<OrgListRow | null>(null);

  const decide = async (row: OrgListRow, update: OrgRowUpdate) => {
    try {
      const result = await decideRow.mutateAsync({ rowId: row.id, update });
      notifySuccess(
        update.action === 'reject'
          ? `Line ${row.line}: match rejected.`
          : `Line ${row.line}: ${result.row.institution?.name ?? 'institution'} confirmed.`,
      );
    } catch (error) {
      notifyError(error);
    }
  };

  const counts = detail.data?.list.counts;
  const rows = detail.data?.rows;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={`Show ${noun}`}
          data={filterOptions(counts)}
          value={status}
          onChange={(value) => {
            setStatus(value as OrgRowFilter);
            setPage(1);
          }}
        />
        <SearchField
          label="Search organisations"
          placeholder="Organisation name"
          value={q}
          onSearch={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </Group>
      {counts && counts.review > 0 ? <BulkConfirm base={base} listId={listId} /> : null}
      <ListState
        isPending={detail.isPending}
        isFetching={detail.isFetching && !detail.isPending}
        errorText={detail.isError ? errorMessage(detail.error) : null}
        isEmpty={rows?.length === 0}
        emptyTitle={q ? `No ${noun} match your search` : `No ${noun} in this view`}
      >
        <Table.ScrollContainer minWidth={1100}>
          <Table striped verticalSpacing={6} fz="sm" aria-label={`Matched ${noun}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ textAlign: 'right' }}>Line</Table.Th>
                <Table.Th>Organisation</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Institution</Table.Th>
                <Table.Th>Review</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows ?? []).map((row) => (
                <Table.Tr key={row.id} data-status={row.status}>
                  <Table.Td style={{ textAlign: 'right' }}>{row.line}</Table.Td>
                  <Table.Td maw={280}>
                    <Organisation row={row} />
                  </Table.Td>
                  <Table.Td>{[row.city, row.state].filter(Boolean).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <MatchStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td maw={300}>
                    <MatchedInstitution institution={row.institution} confidence={row.confidence} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      key={`${row.id}-${row.status}`}
                      row={row}
                      busy={decideRow.isPending}
                      decide={decide}
                      onFind={setFinding}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {detail.data && detail.data.total > 0 ? (
        <TablePager
          total={detail.data.total}
          page={page}
          perPage={perPage}
          pageSizes={ORG_ROW_PAGE_SIZES}
          onPageChange={setPage}
          onPerPageChange={(next) => {
            setPerPage(next);
            setPage(1);
          }}
        />
      ) : null}
      <FindInstitutionModal
        row={finding}
        busy={decideRow.isPending}
        onClose={() => setFinding(null)}
        onConfirm={async (row, institution) => {
          await decide(row, { action: 'confirm', institution_id: institution.id });
          setFinding(null);
        }}
      />
    </Stack>
  );
}
