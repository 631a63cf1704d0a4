import { describe, expect, it } from 'vitest';
import { advisorLocation, advisorNavigation } from './advisor-location';

describe('Advisor locations', () => {
  it('reads pages, Executive Briefs and key metrics aliases', () => {
    expect(advisorLocation('/analytics/advisor/profit/net_interest_margin')).toMatchObject({
      pageId: 'net_interest_margin',
      sectionKey: 'net_interest_margin',
      keyMetrics: false,
      section: { id: 'profit' },
    });
    expect(advisorLocation('/analytics/advisor/risk/summary')).toMatchObject({
      pageId: 'summary',
      sectionKey: 'risk/summary',
      section: { id: 'risk' },
    });
    expect(advisorLocation('/analytics/advisor/key_metrics/loan_growth/')).toMatchObject({
      pageId: 'loan_growth',
      sectionKey: 'loan_growth',
      keyMetrics: true,
      section: { id: 'growth' },
    });
  });

  it('refuses what is not an Advisor page', () => {
    expect(advisorLocation('/analytics/advisor/profit/loan_growth')).toBeNull();
    expect(advisorLocation('/analytics/advisor/select_institution')).toBeNull();
    expect(advisorLocation('/analytics/advisor/key_metrics/retail_services')).toBeNull();
    expect(advisorLocation('/analytics/reporter/profit/summary')).toBeNull();
  });

  it('offers each institution type only its own growth pages', () => {
    const growth = (fiType: 'bank' | 'credit_union') =>
      advisorNavigation(fiType)
        .find((s) => s.id === 'growth')
        ?.pages.map((p) => p.id);
    expect(growth('bank')).toEqual(['franchise_growth', 'loan_growth', 'deposit_growth', 'earnings_growth']);
    expect(growth('credit_union')).toEqual([
      'member_growth',
      'share_growth',
      'loan_growth',
      'deposit_growth',
      'earnings_growth',
    ]);
  });
});
