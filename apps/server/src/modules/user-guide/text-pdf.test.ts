import { describe, expect, it } from 'vitest';
import { textPdf } from './text-pdf.js';
import { USER_GUIDES } from './user-guides.js';

/** Checks the cross-reference table: each entry must point at the start of its object. */
function xrefIsConsistent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  const table = text.slice(start);
  const entries = [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return (
    table.startsWith('xref') &&
    entries.length > 0 &&
    entries.every((offset, i) => text.startsWith(`${i + 1} 0 obj`, offset))
  );
}

describe('textPdf', () => {
  it('writes a valid PDF whose cross-reference table points at every object', () => {
    const pdf = textPdf({
      title: 'Guide (draft)',
      subtitle: 'Back\\slash and “quotes” – handled',
      blocks: [{ kind: 'p', text: 'Hello' }],
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Guide \\(draft\\)) Tj');
    expect(text).toContain('Back\\\\slash and "quotes" - handled');
    expect(xrefIsConsistent(pdf)).toBe(true);
  });

  it('breaks long documents onto more pages', () => {
    const blocks = Array.from({ length: 120 }, (_, i) => ({
      kind: 'li' as const,
      text: `Item ${i} `.repeat(12),
    }));
    const pdf = textPdf({ title: 'Long', subtitle: 'Many pages', blocks });
    const count = Number(/\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
    expect(count).toBeGreaterThan(3);
    expect(pdf.toString('latin1')).toContain(`page ${count} of ${count}`);
    expect(xrefIsConsistent(pdf)).toBe(true);
  });

  it('renders every user guide', () => {
    for (const guide of Object.values(USER_GUIDES)) expect(xrefIsConsistent(textPdf(guide))).toBe(true);
  });
});
