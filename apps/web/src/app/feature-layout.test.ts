import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The web's modules, one name each, the same as the server's (issue 11).
const FEATURES = [
  'admin',
  'advisor',
  'client-errors',
  'conferences',
  'crm',
  'digital-channels',
  'downloads',
  'fin-intent',
  'fin-query',
  'home',
  'identity',
  'industry-reporter',
  'institutions',
  'market-reports',
  'menu',
  'org-matching',
  'peer-groups',
  'profile',
  'progress',
  'report-writer',
  'reporter',
  'segmentation',
  'strategy',
  'subscriptions',
  'technographics',
  'user-guide',
  'user-settings',
  'vendor-fit',
];

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = path.join(src, 'features');
const e2eDir = path.resolve(src, '../e2e');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const featureFolders = readdirSync(featuresDir).filter((name) =>
  statSync(path.join(featuresDir, name)).isDirectory(),
);

/** Where a file sits: 'app', 'core', 'ui', 'test', or 'features/<name>'. */
function areaOf(file: string): string {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'features' ? `features/${name}` : (top ?? '');
}

/** Static relative imports (import … from, export … from, side-effect imports), resolved. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']*)'/g)].map(
    (m) => m[1],
  );
  const bare = [...text.matchAll(/(?:^|\n)\s*import\s+'(\.[^']*)'/g)].map((m) => m[1]);
  return [...specs, ...bare].map((spec) => path.resolve(path.dirname(file), spec ?? ''));
}

const files = sourceFiles(src).filter((f) => areaOf(f) !== 'test');
const imports = files.flatMap((file) => staticImports(file).map((target) => ({ file, target })));
const rel = (file: string) => path.relative(src, file);

/** Statements run for their effect when the module loads (a call, a loop), not declarations. */
function hasTopLevelEffect(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.some(
    (statement) =>
      ts.isExpressionStatement(statement) ||
      ts.isIfStatement(statement) ||
      ts.isIterationStatement(statement, false) ||
      ts.isTryStatement(statement),
  );
}

describe('the feature layout', () => {
  it('has exactly the spec modules as features', () => {
    expect([...featureFolders].sort()).toEqual([...FEATURES].sort());
  });

  it.each(featureFolders)('%s has an index.ts, routes.tsx when it has screens, and an e2e spec', (name) => {
    const dir = path.join(featuresDir, name);
    expect(existsSync(path.join(dir, 'index.ts')), `features/${name}/index.ts`).toBe(true);
    const hasScreens = sourceFiles(dir).some((f) => /Page\.tsx$/.test(f));
    if (hasScreens) {
      expect(existsSync(path.join(dir, 'routes.tsx')), `features/${name}/routes.tsx`).toBe(true);
      expect(readFileSync(path.join(dir, 'index.ts'), 'utf8'), `features/${name}/index.ts`).toMatch(
        /from '\.\/routes'/,
      );
    }
    expect(existsSync(path.join(e2eDir, `${name}.spec.ts`)), `e2e/${name}.spec.ts`).toBe(true);
  });

  it('keeps ui/ and core/ free of features and of the app', () => {
    const wrong = imports
      .filter(({ file }) => ['ui', 'core'].includes(areaOf(file)))
      .filter(({ target }) => areaOf(target) === 'app' || areaOf(target).startsWith('features/'));
    expect(wrong.map(({ file, target }) => `${rel(file)} -> ${rel(target)}`)).toEqual([]);
  });

  it('keeps ui/ below core/: shared components take their data through props', () => {
    const wrong = imports.filter(({ file, target }) => areaOf(file) === 'ui' && areaOf(target) === 'core');
    expect(wrong.map(({ file, target }) => `${rel(file)} -> ${rel(target)}`)).toEqual([]);
  });

  it('keeps features from importing the app', () => {
    const wrong = imports.filter(
      ({ file, target }) => areaOf(file).startsWith('features/') && areaOf(target) === 'app',
    );
    expect(wrong.map(({ file, target }) => `${rel(file)} -> ${rel(target)}`)).toEqual([]);
  });

  it('reaches another feature only through its index.ts', () => {
    const wrong = imports.filter(({ file, target }) => {
      const to = areaOf(target);
      if (!to.startsWith('features/') || areaOf(file) === to) return false;
      return path.relative(src, target) !== to;
    });
    expect(wrong.map(({ file, target }) => `${rel(file)} -> ${rel(target)}`)).toEqual([]);
  });

  // package.json lets the bundler drop modules a feature's index re-exports but nobody uses; a module
  // that does something when loaded must be listed there, or its effect is dropped with it.
  it('lists every module with load-time effects in package.json sideEffects', () => {
    const webRoot = path.resolve(src, '..');
    const { sideEffects } = JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    const undeclared = files
      .filter((file) => !/\.test\.tsx?$/.test(file) && hasTopLevelEffect(file))
      .map((file) => `./${path.relative(webRoot, file)}`)
      .filter((file) => !sideEffects.includes(file));
    expect(undeclared).toEqual([]);
  });

  it('has no import cycle between features', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, target } of imports) {
      const from = areaOf(file);
      const to = areaOf(target);
      if (!from.startsWith('features/') || !to.startsWith('features/') || from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });
});
