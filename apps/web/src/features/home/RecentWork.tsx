import {
  FI_TYPE_LABELS,
  type FiType,
  formatCompactThousands,
  type RecentInstitution,
  type RecentReport,
} from '@fin-atlas/domain';
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../ui/format';
import { ANALYTICS_MODULES, reopenReport, selectInstitution, useAnalyticsSelection } from '../peer-groups';
import { WorkspaceEmpty, WorkspaceList, WorkspacePanel, WorkspaceRow } from './WorkspacePanel';

const REPORT_VIEW_PATH = '/analytics/reporter/metrics';
const REPORTER = ANALYTICS_MODULES.reporter;
const PROFILE = ANALYTICS_MODULES.fin_profile;

/** "First Bank", "First Bank and 2 more". */
function institutionsText(report: RecentReport): string {
  const [first, ...rest] = report.institutions;
  return rest.length === 0 ? (first?.name ?? '') : `${first?.name} and ${rest.length} more`;
}

export function placeText({ city, state }: { city: string | null; state: string | null }): string | null {
  return [city, state].filter(Boolean).join(', ') || null;
}

/** Recent Reporter reports; a link writes the report's selection back and opens its view. */
export function RecentReportsPanel({ reports }: { reports: RecentReport[] }) {
  const [, update] = useAnalyticsSelection('reporter');
  return (
    <WorkspacePanel id="recent-reports" title="Continue where you left off">
      {reports.length === 0 ? (
        <WorkspaceEmpty
          action={
            <Button component={Link} to={REPORTER.selectInstitutionPath} size="xs" variant="light">
              Run a report
            </Button>
          }
        >
          Reports you open in Reporter are listed here, to reopen with the same institutions and peer group.
          Start by choosing an institution, then a peer group and a report.
        </WorkspaceEmpty>
      ) : (
        <WorkspaceList label="Recent reports">
          {reports.map((report) => (
            <WorkspaceRow
              key={`${report.report_id}:${report.institutions.map((i) => i.id).join(',')}:${report.peer_group.id}`}
              title={
                <Anchor
                  component={Link}
                  to={REPORT_VIEW_PATH}
                  fw={600}
                  fz="sm"
                  truncate
                  onClick={() =>
                    update(() =>
                      reopenReport({
                        institutions: report.institutions,
                        peerGroup: report.peer_group,
                        reportId: report.report_id,
                      }),
                    )
                  }
                >
                  {report.name}: {institutionsText(report)}
                </Anchor>
              }
              detail={`vs ${report.peer_group.name} (${report.peer_group.peer_count} peers)`}
              aside={formatRelativeTime(report.viewed_at)}
            />
          ))}
        </WorkspaceList>
      )}
    </WorkspacePanel>
  );
}

function institutionDetail({ institution }: RecentInstitution): string {
  const type = FI_TYPE_LABELS[institution.fi_type as FiType] ?? institution.fi_type;
  const assets = institution.assets !== null ? `${formatCompactThousands(institution.assets)} assets` : null;
  return [placeText(institution), type, assets].filter(Boolean).join(' · ');
}

/** Institutions whose FIN Profile the user opened; a link selects the institution and opens its profile. */
export function RecentInstitutionsPanel({ institutions }: { institutions: RecentInstitution[] }) {
  const [, update] = useAnalyticsSelection('fin_profile');
  return (
    <WorkspacePanel id="recent-institutions" title="Recently viewed institutions">
      {institutions.length === 0 ? (
        <WorkspaceEmpty
          action={
            <Button component={Link} to={PROFILE.selectInstitutionPath} size="xs" variant="light">
              Find an institution
            </Button>
          }
        >
          Look up any bank, holding company or credit union in FIN Profile; the institutions you open are kept
          here.
        </WorkspaceEmpty>
      ) : (
        <WorkspaceList label="Recently viewed institutions">
          {institutions.map((recent) => (
            <WorkspaceRow
              key={recent.institution.id}
              title={
                <Anchor
                  component={Link}
                  to={PROFILE.nextPath}
                  fw={600}
                  fz="sm"
                  truncate
                  onClick={() => update((state) => selectInstitution(state, recent.institution))}
                >
                  {recent.institution.name}
                </Anchor>
              }
              detail={institutionDetail(recent)}
              aside={formatRelativeTime(recent.viewed_at)}
            />
          ))}
        </WorkspaceList>
      )}
    </WorkspacePanel>
  );
}
