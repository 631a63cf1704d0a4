import { expect, type Page } from '@playwright/test';

/** One thing a reader cannot read on a screen: clipped text, a name wrapped into a column, labels on labels. */
export type LayoutProblem = { screen: string; kind: string; text: string };

/**
 * Waits until a screen has its data: no loader, no chart still loading, and the layout has settled
 * (two frames without a size change of the page).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    let last = '';
    for (let i = 0; i < 40; i++) {
      await frame();
      const now = `${document.body.scrollWidth}x${document.body.scrollHeight}`;
      if (now === last) return;
      last = now;
    }
  });
  // ECharts animates its labels into place; judge the final frame (a screen without a chart has none).
  if ((await page.locator('[_echarts_instance_]').count()) > 0) await page.waitForTimeout(1200);
}

/**
 * Reads the screen as a user would and lists what cannot be read:
 * - clipped: a badge, button, tab, table cell or any ellipsised text whose text is cut (an ellipsis
 *   or a hidden overflow where the text is wider than its box) without a title giving it whole;
 * - table cut off: a table of eight columns or fewer that does not fit its box (wider tables of
 *   periods or metrics scroll sideways by design);
 * - wrapped name: an institution or vendor link in a table cell broken over more than three lines;
 * - chart labels: two text labels of one chart drawn on top of each other, or one cut by the chart's edge.
 */
export async function layoutProblems(page: Page, screen: string): Promise<LayoutProblem[]> {
  const found = await page.evaluate(() => {
    const problems: { kind: string; text: string }[] = [];
    // Text for screen readers only sits in a one-pixel box: no sighted reader meets it.
    const visuallyHidden = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0' &&
        !visuallyHidden(el)
      );
    };
    const clipsText = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      const hides = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
      return hides && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim().length > 0;
    };
    const candidates = document.querySelectorAll<HTMLElement>(
      [
        '.mantine-Badge-root',
        '.mantine-Badge-label',
        '.mantine-Button-label',
        '.mantine-Tabs-tabLabel',
        '.mantine-Pill-label',
        '.mantine-SegmentedControl-label',
        '.mantine-NavLink-label',
        'td',
        'th',
      ].join(','),
    );
    const ellipsed = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.childElementCount === 0 && getComputedStyle(el).textOverflow === 'ellipsis',
    );
    for (const el of new Set([...candidates, ...ellipsed])) {
      if (!visible(el) || !clipsText(el)) continue;
      // A cell that says it is shortened on purpose offers the whole text on hover.
      if (el.title || el.closest('[title]')?.getAttribute('title')) continue;
      problems.push({ kind: 'clipped', text: (el.textContent ?? '').trim().slice(0, 80) });
    }
    // A table of a few columns fits the page: only wide tables (many periods or metrics) scroll.
    for (const table of document.querySelectorAll<HTMLElement>('table')) {
      const columns = table.querySelector('tr')?.children.length ?? 0;
      const box = table.parentElement;
      if (!box || !visible(table) || columns > 8) continue;
      if (
        box.scrollWidth > box.clientWidth + 1 &&
        ['auto', 'scroll', 'hidden'].includes(getComputedStyle(box).overflowX)
      ) {
        const header = [...table.querySelectorAll('th')]
          .map((th) => (th.textContent ?? '').trim())
          .join(' | ');
        problems.push({ kind: 'table cut off', text: header.slice(0, 80) });
      }
    }
    for (const link of document.querySelectorAll<HTMLElement>('td a')) {
      if (!visible(link)) continue;
      const lineHeight = Number.parseFloat(getComputedStyle(link).lineHeight) || 20;
      const lines = Math.round(link.getBoundingClientRect().height / lineHeight);
      const rects = link.getClientRects().length;
      if (Math.max(lines, rects) > 3) {
        problems.push({ kind: 'wrapped name', text: (link.textContent ?? '').trim().slice(0, 80) });
      }
    }
    for (const chart of document.querySelectorAll('[role="img"] svg')) {
      const labels = [...chart.querySelectorAll('text')]
        .filter((t) => (t.textContent ?? '').trim() && visible(t))
        .map((t) => ({ text: (t.textContent ?? '').trim(), box: t.getBoundingClientRect() }));
      const frame = chart.getBoundingClientRect();
      for (const label of labels) {
        const { left, right, top, bottom } = label.box;
        if (
          left < frame.left - 1 ||
          right > frame.right + 1 ||
          top < frame.top - 1 ||
          bottom > frame.bottom + 1
        ) {
          problems.push({ kind: 'chart label cut off', text: label.text.slice(0, 80) });
        }
      }
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          const a = labels[i] as (typeof labels)[number];
          const b = labels[j] as (typeof labels)[number];
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w <= 0 || h <= 0) continue;
          const smaller = Math.min(a.box.width * a.box.height, b.box.width * b.box.height);
          // Glyph boxes of neighbouring labels touch; a quarter of a label covered is unreadable.
          if (smaller > 0 && (w * h) / smaller > 0.25) {
            problems.push({ kind: 'overlapping chart labels', text: `${a.text} / ${b.text}`.slice(0, 80) });
          }
        }
      }
    }
    return problems;
  });
  return found.map((p) => ({ screen, ...p }));
}
