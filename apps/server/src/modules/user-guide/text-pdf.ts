/** A block of a printable document: headings, paragraphs and bullet points. */
export type DocBlock = { kind: 'h1' | 'h2' | 'p' | 'li'; text: string };
export type TextDocument = { title: string; subtitle: string; blocks: readonly DocBlock[] };

const PAGE = { width: 612, height: 792, margin: 72 } as const;
const STYLE: Record<DocBlock['kind'], { font: 'F1' | 'F2'; size: number; before: number }> = {
  h1: { font: 'F2', size: 18, before: 18 },
  h2: { font: 'F2', size: 13, before: 14 },
  p: { font: 'F1', size: 11, before: 6 },
  li: { font: 'F1', size: 11, before: 3 },
};
// Helvetica averages about half an em per character; a little more keeps lines inside the margin.
const CHAR_EM = 0.53;
const BULLET_INDENT = 14;

/** Only the 7-bit range is safe in a standard-font text string without an embedded encoding. */
function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e]/g, ' ');
}

const escapePdf = (text: string): string => text.replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text: string, width: number, size: number): string[] {
  const max = Math.max(10, Math.floor(width / (size * CHAR_EM)));
  const lines: string[] = [];
  let line = '';
  for (const word of plain(text).split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Line = { font: 'F1' | 'F2'; size: number; x: number; y: number; text: string };

function layout(doc: TextDocument): Line[][] {
  const pages: Line[][] = [[]];
  const bottom = PAGE.margin + 24;
  let y = PAGE.height - PAGE.margin;
  const blocks: DocBlock[] = [
    { kind: 'h1', text: doc.title },
    { kind: 'p', text: doc.subtitle },
    ...doc.blocks,
  ];
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const indent = block.kind === 'li' ? BULLET_INDENT : 0;
    const lines = wrap(block.text, PAGE.width - 2 * PAGE.margin - indent, style.size);
    const leading = style.size * 1.4;
    y -= style.before;
    // A heading never ends a page: it moves down with the text it introduces.
    const keep = block.kind === 'h1' || block.kind === 'h2' ? leading * 3 : leading;
    if (y - keep < bottom) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    lines.forEach((text, i) => {
      if (y - leading < bottom) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      const page = pages[pages.length - 1] ?? [];
      if (block.kind === 'li' && i === 0) {
        page.push({ font: style.font, size: style.size, x: PAGE.margin, y, text: '-' });
      }
      page.push({ font: style.font, size: style.size, x: PAGE.margin + indent, y, text });
    });
  }
  return pages;
}

function contentStream(lines: Line[], footer: string): string {
  const ops = lines.map(
    (l) => `BT /${l.font} ${l.size} Tf ${l.x} ${l.y.toFixed(1)} Td (${escapePdf(l.text)}) Tj ET`,
  );
  ops.push(`BT /F1 9 Tf ${PAGE.margin} ${PAGE.margin - 24} Td (${escapePdf(plain(footer))}) Tj ET`);
  return ops.join('\n');
}

/**
 * A small, valid PDF 1.4 of text in the standard Helvetica fonts: enough for a printable user
 * guide without a rendering engine. Offsets are byte offsets; every byte written is ASCII.
 */
export function textPdf(doc: TextDocument): Buffer {
  const pages = layout(doc);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, i) => {
    const pageId = 5 + i * 2;
    const stream = contentStream(lines, `${doc.title} - page ${i + 1} of ${pages.length}`);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${escapePdf(plain(doc.title))}) /Producer (FIN Atlas) >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
