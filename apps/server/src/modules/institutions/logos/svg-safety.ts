import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

/** Elements that run code or pull in another document, whatever their attributes. */
const FORBIDDEN_ELEMENTS: Readonly<Record<string, string>> = {
  script: 'a script element',
  foreignobject: 'a foreignObject element',
  iframe: 'an iframe element',
  embed: 'an embed element',
  object: 'an object element',
  handler: 'a handler element',
  listener: 'a listener element',
};

export type SvgVerdict =
  | { kind: 'not_svg' }
  | { kind: 'unreadable' }
  | { kind: 'unsafe'; what: string }
  | { kind: 'safe' };

/** Refused with the first reason found; parsing stops there. */
class Refusal extends Error {
  constructor(readonly what: string) {
    super(what);
  }
}

// Browsers ignore whitespace inside a scheme ("java\tscript:"); XML allows no other control character.
const squeezed = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** A reference is local when it points inside the same document ('#id'). */
const isLocalReference = (target: string) => squeezed(target).startsWith('#');

/** Every url(...) target in a presentation attribute or style text. */
function urlTargets(value: string): string[] {
  return [...value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/gi)].map((m) => m[2] ?? '');
}

function checkStyleText(text: string): void {
  const lower = squeezed(text);
  if (lower.includes('javascript:')) throw new Refusal('a javascript: link');
  if (lower.includes('@import')) throw new Refusal('a reference to another file (@import)');
  if (lower.includes('expression(')) throw new Refusal('a script in a style (expression)');
  const external = urlTargets(text).find((t) => !isLocalReference(t));
  if (external !== undefined) throw new Refusal(`a reference to another file (${external.slice(0, 80)})`);
}

function checkAttribute(attribute: SaxesAttributeNS): void {
  const local = attribute.local.toLowerCase();
  if (local.startsWith('on')) throw new Refusal(`an event handler attribute (${attribute.name})`);
  const value = attribute.value;
  if (squeezed(value).includes('javascript:')) throw new Refusal('a javascript: link');
  const isHref = local === 'href' && (attribute.uri === '' || attribute.uri === XLINK_NAMESPACE);
  if (isHref && !isLocalReference(value)) {
    throw new Refusal(`a reference to another file (${value.trim().slice(0, 80)})`);
  }
  checkStyleText(value);
}

function checkElement(tag: SaxesTagNS, isRoot: boolean): void {
  if (isRoot && (tag.local !== 'svg' || tag.uri !== SVG_NAMESPACE)) throw new Refusal('not_svg');
  const forbidden = FORBIDDEN_ELEMENTS[tag.local.toLowerCase()];
  if (forbidden) throw new Refusal(forbidden);
  // HTML or any other vocabulary inside the image can carry active content of its own.
  if (tag.uri !== SVG_NAMESPACE) throw new Refusal(`an element outside SVG (${tag.name})`);
  for (const attribute of Object.values(tag.attributes)) checkAttribute(attribute);
}

/**
 * Reads an SVG strictly as XML and refuses anything that could run code or reach outside the
 * image: scripts, event handler attributes, javascript: URLs, foreignObject and other embedding
 * elements, references to other files (href, url(), @import), entity declarations and processing
 * instructions (style sheets). The served copy also carries a CSP that forbids scripts; this check
 * keeps such files out of the database in the first place.
 */
export function checkSvg(text: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root = true;
  let styleDepth = 0;
  // An editor's DOCTYPE naming the SVG DTD is harmless; an internal subset declares entities.
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) throw new Refusal('a DOCTYPE declaring entities');
  });
  parser.on('processinginstruction', (pi) => {
    throw new Refusal(`a processing instruction (${pi.target})`);
  });
  parser.on('opentag', (tag) => {
    checkElement(tag, root);
    root = false;
    if (tag.local === 'style') styleDepth++;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'style') styleDepth--;
  });
  parser.on('text', (content) => {
    if (styleDepth > 0) checkStyleText(content);
  });
  parser.on('cdata', (content) => {
    if (styleDepth > 0) checkStyleText(content);
  });
  parser.on('error', (error) => {
    throw error;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Refusal) {
      return error.what === 'not_svg' ? { kind: 'not_svg' } : { kind: 'unsafe', what: error.what };
    }
    return root ? { kind: 'not_svg' } : { kind: 'unreadable' };
  }
  return root ? { kind: 'not_svg' } : { kind: 'safe' };
}
