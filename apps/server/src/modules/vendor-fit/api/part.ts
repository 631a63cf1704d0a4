import type { ModulePart } from '../module-part.js';

export const apiPart: ModulePart = {};
