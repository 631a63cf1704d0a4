import { type CounterState, counterState } from '@fin-atlas/domain';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { atlasTheme } from '../test/providers';
import { type TopCountChoice, TopCounter } from './TopCounter';

/** The counter as a page holds it: each choice is shown against the same max, as the next answer would. */
function Harness({
  initial,
  changes,
  kind = 'vendors',
}: {
  initial: CounterState;
  changes: number[];
  kind?: 'vendors' | 'features';
}) {
  const [state, setState] = useState(initial);
  const choose = (choice: TopCountChoice) => {
    changes.push(choice.count);
    setState(counterState(choice.showAll ? state.max : Math.min(choice.count, state.max), state.max));
  };
  return <TopCounter kind={kind} state={state} onChange={choose} />;
}

function mount(count: number, max: number) {
  const changes: number[] = [];
  render(
    <MantineProvider theme={atlasTheme}>
      <Harness initial={counterState(count, max)} changes={changes} />
    </MantineProvider>,
  );
  const box = screen.getByRole('textbox', { name: 'Number of top vendors' }) as HTMLInputElement;
  const minus = screen.getByRole('button', { name: 'Fewer vendors' }) as HTMLButtonElement;
  const plus = screen.getByRole('button', { name: 'More vendors' }) as HTMLButtonElement;
  const showAll = screen.getByRole('switch', { name: 'Show All' }) as HTMLInputElement;
  const reset = screen.getByRole('button', { name: 'Reset to 15' }) as HTMLButtonElement;
  const type = (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.keyDown(box, { key: 'Enter' });
  };
  return { changes, box, minus, plus, showAll, reset, type };
}

describe('top vendors counter', () => {
  it('starts at 15 of the max with Show All off', () => {
    const c = mount(15, 40);
    expect(c.box.value).toBe('15');
    expect(screen.getByTestId('top-vendors-max').textContent).toBe('of 40');
    expect(c.showAll.checked).toBe(false);
    expect(c.reset.disabled).toBe(true);
  });

  it('steps with minus and plus, and minus stops at 1', () => {
    const c = mount(2, 40);
    fireEvent.click(c.minus);
    expect(c.box.value).toBe('1');
    expect(c.minus.disabled).toBe(true);
    fireEvent.click(c.minus);
    expect(c.box.value).toBe('1');
    fireEvent.click(c.plus);
    expect(c.box.value).toBe('2');
    expect(c.changes).toEqual([1, 2]);
  });

  it('locks plus and minus at the max and turns Show All on', () => {
    const c = mount(39, 40);
    fireEvent.click(c.plus);
    expect(c.box.value).toBe('40');
    expect(c.plus.disabled).toBe(true);
    expect(c.minus.disabled).toBe(true);
    expect(c.showAll.checked).toBe(true);
  });

  it('resets a typed 0, a cleared box or a negative value to 15', () => {
    const c = mount(22, 40);
    c.type('0');
    expect(c.box.value).toBe('15');
    c.type('7');
    c.type('');
    expect(c.box.value).toBe('15');
    c.type('-4');
    expect(c.box.value).toBe('15');
    expect(c.changes).toEqual([15, 7, 15]);
  });

  it('clamps a typed value above the max to the max, setting Show All', () => {
    const c = mount(15, 40);
    c.type('250');
    expect(c.box.value).toBe('40');
    expect(c.showAll.checked).toBe(true);
    expect(c.changes).toEqual([40]);
  });

  it('commits a typed value on blur too', () => {
    const c = mount(15, 40);
    fireEvent.change(c.box, { target: { value: '9' } });
    fireEvent.blur(c.box);
    expect(c.changes).toEqual([9]);
  });

  it('Show All on shows the max, off goes back to 15', () => {
    const c = mount(15, 40);
    fireEvent.click(c.showAll);
    expect(c.box.value).toBe('40');
    expect(c.showAll.checked).toBe(true);
    fireEvent.click(c.showAll);
    expect(c.box.value).toBe('15');
    expect(c.showAll.checked).toBe(false);
    expect(c.changes).toEqual([40, 15]);
  });

  it('Reset to 15 brings any count back to the default', () => {
    const c = mount(3, 40);
    expect(c.reset.disabled).toBe(false);
    fireEvent.click(c.reset);
    expect(c.box.value).toBe('15');
    expect(c.reset.disabled).toBe(true);
  });

  it('with 15 vendors or fewer shows them all and keeps Show All on', () => {
    const c = mount(9, 9);
    expect(c.showAll.checked).toBe(true);
    expect(c.showAll.disabled).toBe(true);
    expect(c.plus.disabled).toBe(true);
  });

  it('waits for the first report before it can be used', () => {
    render(
      <MantineProvider theme={atlasTheme}>
        <TopCounter kind="vendors" state={null} onChange={() => {}} />
      </MantineProvider>,
    );
    expect(
      (screen.getByRole('textbox', { name: 'Number of top vendors' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'More vendors' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('top features counter', () => {
  function mountFeatures(count: number, max: number) {
    const changes: number[] = [];
    render(
      <MantineProvider theme={atlasTheme}>
        <Harness initial={counterState(count, max)} changes={changes} kind="features" />
      </MantineProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Number of top features' }) as HTMLInputElement;
    const type = (text: string) => {
      fireEvent.change(box, { target: { value: text } });
      fireEvent.keyDown(box, { key: 'Enter' });
    };
    return { changes, box, type };
  }

  it('steps, resets a typed 0 to 5 and clamps to the max of 10', () => {
    const c = mountFeatures(5, 10);
    expect(screen.getByTestId('top-features-max').textContent).toBe('of 10');
    fireEvent.click(screen.getByRole('button', { name: 'More features' }));
    expect(c.box.value).toBe('6');
    c.type('0');
    expect(c.box.value).toBe('5');
    c.type('40');
    expect(c.box.value).toBe('10');
    expect((screen.getByRole('switch', { name: 'Show All' }) as HTMLInputElement).checked).toBe(true);
    expect(c.changes).toEqual([6, 5, 10]);
    // The vendors' reset button belongs to that counter only.
    expect(screen.queryByRole('button', { name: 'Reset to 15' })).toBeNull();
  });

  it('Show All off goes back to 5', () => {
    const c = mountFeatures(10, 10);
    fireEvent.click(screen.getByRole('switch', { name: 'Show All' }));
    expect(c.box.value).toBe('5');
    expect(c.changes).toEqual([5]);
  });
});
