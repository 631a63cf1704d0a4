// Lets a worker thread (or a child process started with `--import`) run the server's TypeScript
// source as Vitest does: tests run from src/, where no compiled JavaScript exists. The built server
// never loads this file; its workers run dist/ directly.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { fileURLToPath } from 'node:url';

const DOMAIN_ENTRY = new URL('../../../../packages/domain/src/index.ts', import.meta.url).href;

// Node flags type stripping as experimental on every file; the warning says nothing actionable here.
const emitWarning = process.emitWarning;
process.emitWarning = (warning, ...rest) => {
  if (String(warning).includes('stripTypeScriptTypes')) return;
  emitWarning.call(process, warning, ...rest);
};

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === '@fin-atlas/domain') return { url: DOMAIN_ENTRY, shortCircuit: true };
    // Source files import each other as `.js`, as the compiler wants; only the `.ts` exists here.
    const parent = context.parentURL;
    const local = specifier.startsWith('.') || specifier.startsWith('file:');
    if (parent?.endsWith('.ts') && local && specifier.endsWith('.js')) {
      const source = new URL(`${specifier.slice(0, -3)}.ts`, parent);
      const compiled = new URL(specifier, parent);
      if (!existsSync(fileURLToPath(compiled)) && existsSync(fileURLToPath(source)))
        return { url: source.href, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    const typescript = readFileSync(fileURLToPath(url), 'utf8');
    const source = stripTypeScriptTypes(typescript, { mode: 'transform', sourceUrl: url });
    return { format: 'module', source, shortCircuit: true };
  },
});
