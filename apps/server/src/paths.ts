import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, whether this file runs from src/ (tests) or dist/ (built). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const defaultWebDistDir = path.resolve(serverRoot, '../web/dist');
