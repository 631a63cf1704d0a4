import { describe, expect, it } from 'vitest';
import { ANALYTICS_MODULES, afterInstitutionPath } from './selection-modules';
import {
  type AnalyticsSelection,
  addInstitution,
  EMPTY_SELECTION,
  isAnalyticsSelection,
  landingSelection,
  missingSelection,
  moveInstitution,
  removeInstitution,
  type SelectedInstitution,
  selectInstitution,
  selectPeerGroup,
  setReport,
  setReportProgress,
} from './selection-state';

const bank = (id: number): SelectedInstitution => ({
  id,
  name: `Bank ${id}`,
  fi_type: 'bank',
  city: 'Columbus',
  state: 'OH',
  assets: 1000 * id,
  rssd_id: id,
  regulatory_id: String(id),
});

const withReport: AnalyticsSelection = {
  institutions: [bank(1)],
  peerGroup: { id: 5, name: 'Ohio', peer_count: 40 },
  reportId: 12,
  reportToken: 'tok',
  reportProgress: 60,
};

describe('analytics selection', () => {
  it('selecting a new institution or peer group clears the report id and progress', () => {
    const cleared = { reportId: null, reportToken: null, reportProgress: null };
    expect(selectInstitution(withReport, bank(2))).toMatchObject({ institutions: [bank(2)], ...cleared });
    expect(selectPeerGroup(withReport, { id: 6, name: 'West', peer_count: 9 })).toMatchObject(cleared);
    expect(addInstitution(withReport, bank(3))).toMatchObject(cleared);
    expect(removeInstitution(withReport, 1)).toMatchObject({ institutions: [], ...cleared });
  });

  it('choosing what is already chosen keeps the report', () => {
    expect(selectInstitution(withReport, bank(1))).toBe(withReport);
    expect(addInstitution(withReport, bank(1))).toBe(withReport);
    expect(selectPeerGroup(withReport, { id: 5, name: 'Ohio', peer_count: 40 })).toMatchObject({
      reportId: 12,
    });
    // The same group recomputed with other members is a new peer set: the report no longer fits.
    expect(selectPeerGroup(withReport, { id: 5, name: 'Ohio', peer_count: 41 })).toMatchObject({
      reportId: null,
    });
  });

  it('orders institutions for the report, the ends staying put', () => {
    const three = [bank(1), bank(2), bank(3)].reduce(addInstitution, EMPTY_SELECTION);
    expect(moveInstitution(three, 3, -1).institutions.map((i) => i.id)).toEqual([1, 3, 2]);
    expect(moveInstitution(three, 1, -1)).toBe(three);
    expect(moveInstitution(three, 3, 1)).toBe(three);
  });

  it('tracks the report run and clamps its progress', () => {
    const running = setReport(EMPTY_SELECTION, { id: 3, token: 'abc' });
    expect(running).toMatchObject({ reportId: 3, reportToken: 'abc', reportProgress: 0 });
    expect(setReportProgress(running, 140).reportProgress).toBe(100);
  });

  it('names the first missing step with the spec message and its page', () => {
    const reporter = ANALYTICS_MODULES.reporter;
    expect(missingSelection(EMPTY_SELECTION, reporter, { peerGroup: true })).toEqual({
      message: 'Please select institution.',
      path: '/analytics/reporter/select_institution',
    });
    const noGroup = { ...EMPTY_SELECTION, institutions: [bank(1)] };
    expect(missingSelection(noGroup, reporter, { peerGroup: true })).toEqual({
      message: 'Please select peer group.',
      path: '/analytics/reporter/select_peer_group',
    });
    expect(
      missingSelection({ ...noGroup, peerGroup: withReport.peerGroup }, reporter, {
        peerGroup: true,
        report: true,
      }),
    ).toEqual({ message: 'Please select Report.', path: '/analytics/reporter/select_report' });
    expect(missingSelection(withReport, reporter, { peerGroup: true, report: true })).toBeNull();
    // FIN Profile has no peer group step.
    expect(missingSelection(noGroup, ANALYTICS_MODULES.fin_profile, { peerGroup: true })).toBeNull();
  });

  it('goes to ordering only when Reporter has several institutions', () => {
    expect(afterInstitutionPath(ANALYTICS_MODULES.reporter, 2)).toBe('/analytics/reporter/order_institution');
    expect(afterInstitutionPath(ANALYTICS_MODULES.reporter, 1)).toBe('/analytics/reporter/select_peer_group');
    expect(afterInstitutionPath(ANALYTICS_MODULES.fin_profile, 1)).toBe(
      '/analytics/fin_profile/custom_profile',
    );
  });

  it('accepts only well-formed stored state', () => {
    expect(isAnalyticsSelection(withReport)).toBe(true);
    expect(isAnalyticsSelection({ ...withReport, institutions: [{ id: 'x' }] })).toBe(false);
    expect(isAnalyticsSelection({ institutions: [] })).toBe(false);
  });

  it('lands a user without a choice where their company’s defaults say, as far as the module goes', () => {
    const defaults = {
      institution: bank(3),
      peer_group: { id: 8, name: 'Midwest peers', peer_count: 25 },
      report: { id: 2, name: 'Key Metrics' },
      span_id: 1 as const,
      set_id: null,
    };
    expect(landingSelection(defaults, ANALYTICS_MODULES.reporter)).toEqual({
      ...EMPTY_SELECTION,
      institutions: [bank(3)],
      peerGroup: defaults.peer_group,
      reportId: 2,
    });
    expect(landingSelection(defaults, ANALYTICS_MODULES.advisor)).toMatchObject({
      peerGroup: { id: 8 },
      reportId: null,
    });
    expect(landingSelection(defaults, ANALYTICS_MODULES.fin_profile)).toMatchObject({
      institutions: [bank(3)],
      peerGroup: null,
    });
    expect(landingSelection(undefined, ANALYTICS_MODULES.advisor)).toBe(EMPTY_SELECTION);
  });
});
