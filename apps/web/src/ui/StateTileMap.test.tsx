import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StateTileMap } from './StateTileMap';

describe('state tile map', () => {
  it('draws all 50 states and DC, names each tile, and gives the figures as a table', () => {
    const { container } = render(
      <MantineProvider>
        <StateTileMap
          values={{ TX: 12, CA: 3, DC: 1, ZZ: 9 }}
          title="Clients by state"
          valueLabel="Clients"
        />
      </MantineProvider>,
    );
    const tiles = container.querySelectorAll('[data-state]');
    expect(tiles).toHaveLength(51);
    expect(container.querySelector('[data-state="TX"] title')?.textContent).toBe('Texas: 12 clients');
    expect(container.querySelector('[data-state="VT"] title')?.textContent).toBe('Vermont: 0 clients');
    // Darker for more: Texas is shaded darker than California.
    const fill = (code: string) =>
      container.querySelector(`[data-state="${code}"] rect`)?.getAttribute('fill') ?? '';
    const sum = (rgb: string) => (rgb.match(/\d+/g) ?? []).map(Number).reduce((a, b) => a + b, 0);
    expect(sum(fill('TX'))).toBeLessThan(sum(fill('CA')));

    const table = screen.getByRole('table', { name: 'Clients by state' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['StateClients', 'Texas12', 'California3', 'District of Columbia1']);
  });
});
