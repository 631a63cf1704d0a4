// How much JavaScript a browser downloads before a page can render: the entry chunk, the page's
// lazily loaded screen chunk, and everything either imports statically (gzip sizes, from the Vite
// manifest). Chunks a page imports dynamically, such as ECharts or ExcelJS, are not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = (root) => path.join(root, 'apps/web');

/**
 * The lazily loaded screens of these features (each feature's *Page.tsx is its own chunk, named in
 * the features' routes.tsx), as "<feature>_<page>" -> manifest key, from the built app's manifest.
 */
export function featureScreenSources(root, features) {
  const manifest = JSON.parse(readFileSync(path.join(webDir(root), 'dist/.vite/manifest.json'), 'utf8'));
  const sources = new Map();
  for (const key of Object.keys(manifest).sort()) {
    const m = /^src\/features\/([^/]+)\/(\w+)Page\.tsx$/.exec(key);
    if (!m || !manifest[key].isDynamicEntry || !features.includes(m[1])) continue;
    const page = m[2].replace(/[A-Z]/g, (c, i) => `${i ? '_' : ''}${c.toLowerCase()}`);
    sources.set(`${m[1]}_${page}`, key);
  }
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
