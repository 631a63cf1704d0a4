import type { ModulePart } from '../module-part.js';

export const signalsPart: ModulePart = {};
