import { expect, type Locator, type Page } from '@playwright/test';

/** The shell's 'Report Options' panel, open or folded into its rail. */
export const reportOptions = (page: Page) => page.getByRole('complementary', { name: 'Report Options' });

/** Opens the Report Options panel if it is folded (laptop screens start with it folded). */
export async function openReportOptions(page: Page): Promise<void> {
  await expect(reportOptions(page)).toBeVisible();
  const show = page.getByRole('button', { name: 'Show Report Options' });
  if (await show.isVisible()) await show.click();
  await expect(show).toHaveCount(0);
}

/** Folds the Report Options panel into its rail, if it is open. */
export async function foldReportOptions(page: Page): Promise<void> {
  await expect(reportOptions(page)).toBeVisible();
  const hide = page.getByRole('button', { name: 'Hide Report Options' });
  if (await hide.isVisible()) await hide.click();
  await expect(hide).toHaveCount(0);
}

type Span = { left: number; right: number };
type Placed = Span & { text: string };
type Geometry = {
  /** What the reader sees of the table: its scroll box cut by the window. */
  visible: Span;
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
  pageScrollX: number;
  /** The column header looked for, and the first cell under it holding a figure. */
  header: Placed | null;
  figure: Placed | null;
};

/**
 * Where a table's columns sit against what the reader sees without scrolling sideways. `column` picks
 * the header: 'newest quarter' (the latest 'YYYY Qn' header), or 'first figure' (the first column
 * after the one headed `after` whose cells hold figures).
 */
export async function tableGeometry(
  table: Locator,
  column: { kind: 'newest quarter' } | { kind: 'first figure'; after: string },
): Promise<Geometry> {
  return table.evaluate((element, pick) => {
    let box: HTMLElement | null = element.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    const frame = box?.getBoundingClientRect();
    const visible = {
      left: Math.max(0, frame?.left ?? 0),
      right: Math.min(window.innerWidth, frame?.right ?? window.innerWidth),
    };
    const placed = (el: Element | undefined | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, text: (el.textContent ?? '').trim() };
    };
    const headers = [...element.querySelectorAll('thead th')];
    const quarter = (text: string) => {
      const m = /(\d{4})\s*Q([1-4])/.exec(text) ?? /Q([1-4])\D*(\d{4})/.exec(text);
      if (!m) return null;
      return /^\d{4}$/.test(m[1] ?? '') ? Number(m[1]) * 10 + Number(m[2]) : Number(m[2]) * 10 + Number(m[1]);
    };
    let header: Element | undefined;
    if (pick.kind === 'newest quarter') {
      header = headers
        .filter((th) => quarter(th.textContent ?? '') !== null)
        .sort((a, b) => (quarter(b.textContent ?? '') ?? 0) - (quarter(a.textContent ?? '') ?? 0))[0];
    } else {
      const after = headers.find((th) => (th.textContent ?? '').replace(/[▲▼]/g, '').trim() === pick.after);
      const edge = after?.getBoundingClientRect().right ?? 0;
      const firstRow = element.querySelector('tbody tr');
      const cell = [...(firstRow?.querySelectorAll('td') ?? [])].find(
        (td) => td.getBoundingClientRect().left >= edge - 1 && /\d/.test(td.textContent ?? ''),
      );
      const x = cell ? cell.getBoundingClientRect().left + 2 : -1;
      header = headers.find((th) => {
        const r = th.getBoundingClientRect();
        return x > r.left && x < r.right;
      });
    }
    const h = header?.getBoundingClientRect();
    const figure = h
      ? [...element.querySelectorAll('tbody td')].find((td) => {
          const r = td.getBoundingClientRect();
          const centre = r.left + r.width / 2;
          return centre > h.left && centre < h.right && /\d/.test(td.textContent ?? '');
        })
      : undefined;
    return {
      visible,
      scrollLeft: box?.scrollLeft ?? 0,
      scrollWidth: box?.scrollWidth ?? 0,
      clientWidth: box?.clientWidth ?? 0,
      pageScrollX: window.scrollX,
      header: placed(header),
      figure: placed(figure),
    };
  }, column);
}

/** The column's header and a figure under it are on screen, and nothing was scrolled sideways to get there. */
export async function expectFiguresInView(
  table: Locator,
  column: Parameters<typeof tableGeometry>[1],
  what: string,
): Promise<void> {
  const g = await tableGeometry(table, column);
  expect(g.scrollLeft, `${what}: scrolled sideways`).toBe(0);
  expect(g.pageScrollX, `${what}: page scrolled sideways`).toBe(0);
  expect(g.header, `${what}: header found`).not.toBeNull();
  expect(g.figure, `${what}: a figure under ${g.header?.text}`).not.toBeNull();
  for (const [name, cell] of [
    ['header', g.header],
    ['figure', g.figure],
  ] as const) {
    expect(cell?.left ?? -1, `${what}: ${name} '${cell?.text}' starts in view`).toBeGreaterThanOrEqual(
      g.visible.left - 1,
    );
    expect(
      cell?.right ?? Number.POSITIVE_INFINITY,
      `${what}: ${name} '${cell?.text}' ends in view`,
    ).toBeLessThanOrEqual(g.visible.right + 1);
  }
}

/** Scrolls the table's box to its right end and back: the name header must stay at its left edge. */
export async function expectNameColumnSticks(table: Locator, name: string, what: string): Promise<void> {
  const header = table
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${name}\\s*[▲▼]?$`) })
    .first();
  const scrolled = await table.evaluate((element) => {
    let box: HTMLElement | null = element.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (!box) return { overflow: false, left: 0 };
    box.scrollLeft = box.scrollWidth;
    return { overflow: box.scrollWidth > box.clientWidth + 1, left: box.getBoundingClientRect().left };
  });
  const placed = await header.boundingBox();
  const data = await table.locator('tbody td').first().boundingBox();
  await table.evaluate((element) => {
    let box: HTMLElement | null = element.parentElement;
    while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
    if (box) box.scrollLeft = 0;
  });
  if (!scrolled.overflow) return;
  expect(placed?.x ?? -1, `${what}: '${name}' header after scrolling sideways`).toBeGreaterThanOrEqual(
    scrolled.left - 1,
  );
  expect(data?.x ?? -1, `${what}: first name cell after scrolling sideways`).toBeGreaterThanOrEqual(
    scrolled.left - 1,
  );
}
