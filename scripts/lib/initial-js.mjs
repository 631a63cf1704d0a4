// How much JavaScript a browser downloads before a page can render: the entry chunk, the page's
// lazily loaded screen chunk, and everything either imports statically (gzip sizes, from the Vite
// manifest). Chunks a page imports dynamically, such as ECharts or ExcelJS, are not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = (root) => path.join(root, 'apps/web');

/** The screen ids of feature-screens.tsx with the source file each one lazily imports. */
export function featureScreenSources(root) {
  const text = readFileSync(path.join(webDir(root), 'src/app/routes/feature-screens.tsx'), 'utf8');
  const sources = new Map();
  for (const m of text.matchAll(/(\w+): \(\) =>\s*import\('\.\.\/\.\.\/(features\/[^']+)'\)/g))
    sources.set(m[1], `src/${m[2]}.tsx`);
  return sources;
}

export function initialJsMeter(root) {
  const dist = path.join(webDir(root), 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipped.get(file);
  };
  const closure = (key, seen) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  /** Gzip bytes of the entry plus the screen module and their static imports. */
  return (screenSource) => {
    const seen = new Set();
    closure(entry, seen);
    if (screenSource) closure(screenSource, seen);
    return [...seen].reduce((sum, key) => sum + sizeOf(manifest[key].file), 0);
  };
}
