import {
  DELETED_ELEMENT_NAME,
  INTENT_MESSAGES,
  type IntentSignalBody,
  type IntentSignalDetail,
  type SolutionCatalogResponse,
} from '@fin-atlas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type StubReply, stubFetch } from '../../../test/fetch-stub';
import { ADMIN_SHELL, SLOW, signalDetail } from '../../../test/intent-fixtures';
import { renderRoute } from '../../../test/render-route';

const SOLUTIONS: SolutionCatalogResponse = {
  categories: [
    {
      id: 1,
      name: 'Core',
      solutions: [
        { id: 11, name: 'Core Processing', is_core: true, clients: 9000, vendors: 12, products: 30 },
      ],
    },
  ],
};

function setup(answerPut?: (body: IntentSignalBody) => StubReply) {
  let stored: IntentSignalDetail = signalDetail();
  const puts: IntentSignalBody[] = [];
  const posts: IntentSignalBody[] = [];
  stubFetch({
    ...ADMIN_SHELL,
    'GET /api/super_admin/signals/3': () => ({ body: stored }),
    'PUT /api/super_admin/signals/3': (request) => {
      const body = request.body as IntentSignalBody;
      puts.push(body);
      const refused = answerPut?.(body);
      if (refused) return refused;
      // As the server does: a left-out element that found evidence stays, deleted, as '(Deleted)'.
      const kept = new Set(body.elements.map((e) => e.id));
      stored = {
        ...stored,
        name: body.name,
        elements: stored.elements.map((e) =>
          kept.has(e.id)
            ? { ...e, weight: body.elements.find((b) => b.id === e.id)?.weight ?? e.weight }
            : { ...e, name: DELETED_ELEMENT_NAME, deleted: true },
        ),
      };
      return { body: stored };
    },
    'POST /api/super_admin/signals': (request) => {
      posts.push(request.body as IntentSignalBody);
      return { status: 201, body: signalDetail({ id: 9 }) };
    },
    'GET /api/technographics/solutions': { body: SOLUTIONS },
  });
  return { puts, posts };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('signal editor', { timeout: 30_000 }, () => {
  it('shows each element kind’s own settings, and starts a new kind from its defaults', async () => {
    setup();
    renderRoute('/super_admin/signals/new');
    await screen.findByRole('heading', { level: 1, name: 'New signal' }, SLOW);
    expect(field('Element 1: Full-text query')).toBeTruthy();
    expect(field('Element 1: Job function')).toBeTruthy();

    fireEvent.click(screen.getByRole('combobox', { name: 'Element 1: Evidence' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Executive moves', hidden: true }));
    const params = within(screen.getByTestId('element-params'));
    expect(params.queryByRole('textbox', { name: 'Element 1: Full-text query' })).toBeNull();
    expect(params.getByRole('combobox', { name: 'Element 1: Move' })).toBeTruthy();
    expect(params.getByText('Technology')).toBeTruthy();
    expect(
      (params.getByRole('textbox', { name: 'Element 1: Within the last (quarters)' }) as HTMLInputElement)
        .value,
    ).toBe('4');

    fireEvent.click(screen.getByRole('combobox', { name: 'Element 1: Evidence' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Asset threshold crossed', hidden: true }));
    const threshold = screen.getByRole('textbox', { name: 'Element 1: Total assets crossing ($ thousands)' });
    expect((threshold as HTMLInputElement).value).toBe('1,000,000');
    expect(screen.queryByRole('combobox', { name: 'Element 1: Move' })).toBeNull();
  });

  it('refuses thresholds out of order, and an element without its query, before anything is sent', async () => {
    const { posts } = setup();
    renderRoute('/super_admin/signals/new');
    await screen.findByRole('heading', { level: 1, name: 'New signal' }, SLOW);
    fireEvent.change(field('Name'), { target: { value: 'Branch refresh' } });
    fireEvent.change(field('Element 1: Name'), { target: { value: 'Remodel postings' } });
    fireEvent.change(field('Early Research from'), { target: { value: '50' } });
    fireEvent.change(field('Active Research from'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create signal' }));
    expect((await screen.findByTestId('thresholds-error')).textContent).toBe(INTENT_MESSAGES.thresholdsOrder);
    expect(screen.getByText('Enter a value.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(field('Active Research from'), { target: { value: '55' } });
    fireEvent.change(field('In-Depth Research from'), { target: { value: '70' } });
    fireEvent.change(field('Element 1: Full-text query'), { target: { value: 'branch remodel' } });
    expect(screen.queryByTestId('thresholds-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create signal' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      name: 'Branch refresh',
      thresholds: { early: 50, active: 55, in_depth: 70 },
      elements: [
        { name: 'Remodel postings', weight: 10, params: { kind: 'job_posting', query: 'branch remodel' } },
      ],
    });
  });

  it('saves an edited weight, deletes an element, and then lists it as (Deleted)', async () => {
    const { puts } = setup();
    renderRoute('/super_admin/signals/3');
    const weight = await screen.findByRole('textbox', { name: 'Element 1: Weight' }, SLOW);
    fireEvent.change(weight, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete element 2 (New CIO)' }));
    expect(screen.getAllByTestId('element-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save signal' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.elements).toEqual([
      expect.objectContaining({ id: 31, name: 'Core conversion postings', weight: 35 }),
    ]);
    const deleted = await screen.findByTestId('deleted-elements', {}, SLOW);
    expect(within(deleted).getByText(DELETED_ELEMENT_NAME)).toBeTruthy();
    expect(within(deleted).getByText(/Executive moves, weight 20/)).toBeTruthy();
  });

  it('shows the server’s refusal next to the field it names', async () => {
    setup(() => ({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: INTENT_MESSAGES.signalNameTaken,
          details: [{ path: ['name'], message: INTENT_MESSAGES.signalNameTaken }],
        },
      },
    }));
    renderRoute('/super_admin/signals/3');
    await screen.findByRole('textbox', { name: 'Element 1: Weight' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Save signal' }));
    expect(await screen.findByText(INTENT_MESSAGES.signalNameTaken)).toBeTruthy();
  });
});
