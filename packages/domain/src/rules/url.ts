const HAS_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const OPAQUE_SCHEME = /^(mailto|tel):/i;

/**
 * Institution and vendor web sites are often stored without a scheme ("example.com"); a bare
 * host in an href would be read as a relative path, so it gets "http://". Empty stays empty.
 */
export function withHttpPrefix(url: string): string {
  const text = url.trim();
  if (text === '' || HAS_SCHEME.test(text) || OPAQUE_SCHEME.test(text)) {
    return text;
  }
  if (text.startsWith('//')) {
    return `http:${text}`;
  }
  return `http://${text}`;
}
