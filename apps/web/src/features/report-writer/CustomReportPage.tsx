import {
  type EditBankServices,
  REPORT_WRITER_REPORT_TYPES,
  type ReportWriterReportType,
  type SelfServeReportEdit,
} from '@fin-atlas/domain';
import { Anchor, Center, Container, EmptyState, Loader } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';
import { useEditBankServices, useReportEdit, useWriterElements } from './api';
import { draftFromSaved, newDraft, type ReportDraft } from './draft';
import { SELECT_REPORT_PATH } from './paths';
import { ReportEditor } from './ReportEditor';

const idParam = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;

/** The chosen vendors' and products' names of a saved report, for its technographics editors. */
function knownNamesOf(services: EditBankServices | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const s of services?.bank_services ?? []) {
    for (const v of s.vendors) names.set(`vendor:${v.id}`, v.name);
    for (const p of s.products) names.set(`product:${p.id}`, p.vendor ? `${p.name} (${p.vendor})` : p.name);
  }
  return names;
}

/** A saved report opens as it is; one the user may not change opens as their copy to save. */
function initialDraft(saved: SelfServeReportEdit): ReportDraft {
  const draft = draftFromSaved(saved);
  if (saved.may_edit) return draft;
  return { ...draft, id: null, name: `${saved.name} (copy)`, is_global: false, group_ids: [] };
}

function Loading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading the report writer" />
    </Center>
  );
}

function BackToReports({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      title={title}
      description={
        <>
          {description}{' '}
          <Anchor component={Link} to={SELECT_REPORT_PATH}>
            Choose a report type or a saved report
          </Anchor>
          .
        </>
      }
      py="xl"
    />
  );
}

/**
 * /super_admin/report_writer/custom_report: `?type=` starts a new report of that type, `?id=` opens a
 * saved one. The editor appears once the report and the writer's elements are read.
 */
export function CustomReportPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const type = REPORT_WRITER_REPORT_TYPES.find((t) => t.key === params.get('type'))?.key ?? null;
  const edit = useReportEdit(id);
  const services = useEditBankServices(id);
  const isMbc = id !== null ? edit.data?.is_mbc : type === 'mortgage';
  const setup = useWriterElements(isMbc ?? false, isMbc !== undefined);

  const body = (() => {
    if (id === null && type === null) {
      return (
        <BackToReports title="Which report?" description="Start from a report type or open a saved report." />
      );
    }
    if (edit.isError) {
      return isApiError(edit.error, 404) ? (
        <BackToReports title="Report not found" description="It was deleted, or it is not shared with you." />
      ) : (
        <FormAlert>{errorMessage(edit.error)}</FormAlert>
      );
    }
    if (setup.isError) return <FormAlert>{errorMessage(setup.error)}</FormAlert>;
    if (!setup.data || (id !== null && (!edit.data || edit.isFetching || services.isPending)))
      return <Loading />;
    const saved = id !== null ? (edit.data ?? null) : null;
    return (
      <ReportEditor
        key={saved ? `report-${saved.id}` : `new-${type}`}
        initial={saved ? initialDraft(saved) : newDraft(type as ReportWriterReportType)}
        setup={setup.data}
        knownNames={knownNamesOf(services.data)}
        readOnlyOwner={saved && !saved.may_edit ? (saved.owner?.user_name ?? 'Another user') : null}
      />
    );
  })();

  return (
    <Container fluid py="lg" px="lg">
      {body}
    </Container>
  );
}
