import { counterState, type DigitalChannelModule, enabledFilters, MESSAGES } from '@fin-atlas/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dcFiltersFixture, dcReport } from '../../test/digital-channels-fixtures';
import { atlasTheme } from '../../test/providers';
import { ReportOptionsPanel } from './ReportOptionsPanel';
import { DEFAULT_CHOICES, type ReportChoices } from './report-choices';

const { filters } = dcFiltersFixture();

/** The panel as a page holds it: every change is stored and recorded. */
function Harness({
  reportId,
  module,
  patches,
}: {
  reportId: number;
  module: DigitalChannelModule;
  patches: Partial<ReportChoices>[];
}) {
  const [choices, setChoices] = useState<ReportChoices>({ ...DEFAULT_CHOICES, reportId });
  return (
    <ReportOptionsPanel
      module={module}
      filters={enabledFilters(filters, dcReport(reportId))}
      choices={choices}
      onChange={(patch) => {
        patches.push(patch);
        setChoices({ ...choices, ...patch });
      }}
      counters={{ vendors: counterState(15, 40), features: counterState(5, 10) }}
    />
  );
}

function mount(reportId: number, module: DigitalChannelModule) {
  const patches: Partial<ReportChoices>[] = [];
  const view = render(
    <MantineProvider theme={atlasTheme}>
      <Harness reportId={reportId} module={module} patches={patches} />
    </MantineProvider>,
  );
  return { patches, view };
}

const selectButton = (label: RegExp) => screen.getByRole('button', { name: label });

/** Opens a multi-select and returns its listbox. */
async function open(label: RegExp): Promise<HTMLElement> {
  fireEvent.click(selectButton(label));
  return waitFor(() => {
    const list = screen.getByRole('listbox', { name: label, hidden: true });
    return list;
  });
}

/** The Select All / Clear All toggle of an open multi-select's list. */
function toggle(list: HTMLElement, name: 'Select All' | 'Clear All'): HTMLElement {
  const dropdown = list.closest<HTMLElement>('.mantine-Combobox-dropdown');
  if (!dropdown) throw new Error('no dropdown around the list');
  return within(dropdown).getByRole('button', { name, hidden: true });
}

const option = (list: HTMLElement, name: string) =>
  within(list).getByRole('option', { name: new RegExp(`^${name.replace(/[$()+]/g, '\\$&')}`), hidden: true });

describe('digital channels Report Options panel', () => {
  it("labels the vendor filter 'Known OLB Vendor:' on Retail Online Banking and shows only the report's filters", () => {
    const { view } = mount(201, 'Retail Online Banking');
    expect(selectButton(/^Known OLB Vendor:/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Known Vendor:/ })).toBeNull();
    // 201 lists 9 filters: periods, measure, counter, FI type, asset groups, vendor, core products.
    expect(screen.queryByRole('button', { name: /MB Age Group/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /App Type/ })).toBeNull();
    expect(screen.getByRole('radiogroup', { name: 'FI Type:' })).toBeTruthy();
    // More than 7 filters: the extended, two-column layout.
    expect(view.container.querySelector('[data-layout="extended"]')).not.toBeNull();
  });

  it("labels it 'Known Vendor:' elsewhere and the feature age group 'MB Age Group (000):'", () => {
    mount(102, 'Retail Mobile Banking');
    expect(selectButton(/^Known Vendor:/)).toBeTruthy();
    expect(selectButton(/^MB Age Group \(000\):/).textContent).toContain(MESSAGES.filter.all);
    expect(screen.getByRole('group', { name: 'Top Features' })).toBeTruthy();
  });

  it('keeps the standard layout at 7 filters or fewer', () => {
    const { view } = mount(203, 'Retail Online Banking');
    expect(view.container.querySelector('[data-layout="standard"]')).not.toBeNull();
    expect(view.container.querySelector('[data-layout="extended"]')).toBeNull();
  });

  it('reads (ALL) with every option, N group(s) selected otherwise, and toggles Select All / Clear All', async () => {
    const { patches } = mount(201, 'Retail Online Banking');
    const button = selectButton(/^FI Asset Group:/);
    expect(button.textContent).toContain('(ALL)');
    const list = await open(/^FI Asset Group:/);
    // Everything ticked: the toggle clears.
    fireEvent.click(toggle(list, 'Clear All'));
    expect(button.textContent).toContain('0 group(s) selected');
    fireEvent.click(toggle(list, 'Select All'));
    expect(button.textContent).toContain('(ALL)');
    fireEvent.click(option(list, '<$100M'));
    fireEvent.click(option(list, '>$100B'));
    expect(button.textContent).toContain('4 group(s) selected');
    // Nothing applied while the list is open: the clicks are a draft.
    expect(patches).toEqual([]);
  });

  it('flags the selection changed once, when the changed multi-select closes', async () => {
    const { patches } = mount(201, 'Retail Online Banking');
    const list = await open(/^Known OLB Vendor:/);
    fireEvent.click(toggle(list, 'Clear All'));
    fireEvent.click(option(list, 'Alkami'));
    fireEvent.click(option(list, 'Q2'));
    expect(patches).toEqual([]);
    fireEvent.click(selectButton(/^Known OLB Vendor:/));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.values?.vendor).toEqual([11, 12]);
    expect(selectButton(/^Known OLB Vendor:/).textContent).toContain('2 group(s) selected');
    // Opening and closing without a change flags nothing.
    await open(/^Known OLB Vendor:/);
    fireEvent.click(selectButton(/^Known OLB Vendor:/));
    await waitFor(() => expect(screen.queryByRole('listbox', { name: /Known OLB Vendor/ })).toBeNull());
    expect(patches).toHaveLength(1);
  });

  it('applies a single select at once', () => {
    const { patches } = mount(201, 'Retail Online Banking');
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'FI Type:' })).getByLabelText('Credit Unions'),
    );
    expect(patches).toEqual([{ values: { fi_type: 2 } }]);
  });
});
