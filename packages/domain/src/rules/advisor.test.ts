import { describe, expect, it } from 'vitest';
import { ADVISOR_SECTIONS } from '../constants/advisor.js';
import { performanceThemeCount, performanceThemes } from './advisor.js';
import { roundedFigure } from './figures.js';

describe('advisor performance themes', () => {
  it('counts the profit, growth and risk pages one institution type sees', () => {
    expect(performanceThemes('bank')).toHaveLength(14);
    expect(performanceThemes('credit_union')).toContain('member_growth');
    expect(performanceThemes('credit_union')).not.toContain('franchise_growth');
    expect(performanceThemeCount()).toBe(15);
  });

  it('follows the section definitions rather than a fixed number', () => {
    const profitOnly = ADVISOR_SECTIONS.filter((s) => s.id === 'profit' || s.id === 'offering');
    expect(performanceThemeCount(profitOnly)).toBe(5);
  });
});

describe('roundedFigure', () => {
  it('rounds down to a claim that stays true', () => {
    expect(roundedFigure(437)).toBe('400+');
    expect(roundedFigure(100)).toBe('100+');
    expect(roundedFigure(24)).toBe('20+');
    expect(roundedFigure(15)).toBe('15');
    expect(roundedFigure(-3)).toBe('0');
    expect(roundedFigure(Number.NaN)).toBe('0');
  });
});
