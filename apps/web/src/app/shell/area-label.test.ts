import { describe, expect, it } from 'vitest';
import { areaLabel } from './area-label';

describe('top bar area label', () => {
  it('names the vendor and advisor areas', () => {
    expect(areaLabel('/technographics/product/search', false)).toBe('FI Prospecting and CRM');
    expect(areaLabel('/fi_prospect/vendor_fit/predictions', false)).toBe('FI Prospecting and CRM');
    expect(areaLabel('/analytics/advisor/profit/summary', false)).toBe('FI Analytics');
    expect(areaLabel('/reports/industry_reporter/report', false)).toBe('FI Vertical Strategy');
    expect(areaLabel('/digital_channels/dashboard', false)).toBe('FI Vertical Strategy');
    expect(areaLabel('/strategy/publications', false)).toBe('Fintech Strategy');
  });

  it('names the institution areas on the FI menu', () => {
    expect(areaLabel('/analytics/reporter/metrics', true)).toBe('Institution Analytics');
    expect(areaLabel('/reports/industry_reporter/report', true)).toBe('Institution Analytics');
    expect(areaLabel('/technographics/solutions', true)).toBe('Technology Analytics');
    expect(areaLabel('/reports/market_reports', true)).toBe('Technology Analytics');
    expect(areaLabel('/institution_analytics/about', false)).toBe('Institution Analytics');
  });

  it('names the admin consoles and nothing else', () => {
    expect(areaLabel('/admin/users', false)).toBe('Client Admin');
    expect(areaLabel('/partner_admin/groups', true)).toBe('Client Admin');
    expect(areaLabel('/dashboard', false)).toBeNull();
    expect(areaLabel('/user/settings', true)).toBeNull();
    expect(areaLabel('/administrator', false)).toBeNull();
  });
});
