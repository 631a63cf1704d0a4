import { describe, expect, it } from 'vitest';
import { prefixValidationFailed } from './validation-message.js';

describe('prefixValidationFailed', () => {
  it('prefixes server text once', () => {
    expect(prefixValidationFailed('Query name already exists.')).toBe(
      'Validation failed. Query name already exists.',
    );
    expect(prefixValidationFailed('Validation failed. Name is too long.')).toBe(
      'Validation failed. Name is too long.',
    );
  });

  it('falls back to the generic validation toast', () => {
    expect(prefixValidationFailed('  ')).toBe('Validation failed. Please check.');
    expect(prefixValidationFailed(undefined)).toBe('Validation failed. Please check.');
  });
});
