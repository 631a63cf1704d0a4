import { describe, expect, it } from 'vitest';
import { domainFromEmail, domainFromWebsite } from './domains.js';
import { cityKey, nameTokens, nameVariants } from './normalize.js';

describe('institution name normalisation', () => {
  it('expands credit-union and bank abbreviations to the words regulators use', () => {
    expect(nameTokens('Prairie FCU')).toEqual(nameTokens('Prairie Federal Credit Union'));
    expect(nameTokens('PRAIRIE FED. C.U.')).toEqual(['prairie', 'federal', 'credit', 'union']);
    expect(nameTokens('Cedar CU')).toEqual(['cedar', 'credit', 'union']);
    expect(nameTokens('Granite Svgs Bk')).toEqual(['granite', 'savings', 'bank']);
    expect(nameTokens('Maple Trust Co.')).toEqual(['maple', 'trust']);
    expect(nameTokens('1st Natl Bank')).toEqual(['first', 'national', 'bank']);
  });

  it('drops legal forms, articles and punctuation, and reads & as and', () => {
    expect(nameTokens('JPMorgan Chase Bank, N.A.')).toEqual(['jpmorgan', 'chase', 'bank']);
    expect(nameTokens('JPMorgan Chase Bank, National Association')).toEqual(['jpmorgan', 'chase', 'bank']);
    expect(nameTokens('Bank of the West N. A.')).toEqual(['bank', 'west']);
    expect(nameTokens('Copper Bank & Trust')).toEqual(nameTokens('Copper Bank and Trust'));
    expect(nameTokens("People's Bancshares, Inc.")).toEqual(['peoples', 'bancshares']);
    expect(nameTokens('Société Générale')).toEqual(['societe', 'generale']);
    expect(nameTokens('J P Morgan')).toEqual(['jp', 'morgan']);
  });

  it('keeps "National" when it is part of the name, not the legal form', () => {
    expect(nameTokens('Prairie National Bank')).toEqual(['prairie', 'national', 'bank']);
  });

  it('reads several ways an organisation field is filled in', () => {
    expect(nameVariants('PSB (Prairie State Bank)')).toEqual([
      'PSB (Prairie State Bank)',
      'Prairie State Bank',
    ]);
    expect(nameVariants('Prairie State Bank - Treasury Services')).toContain('Prairie State Bank');
    expect(nameVariants('Acme Holdings dba Cedar Bank')).toContain('Cedar Bank');
    expect(nameVariants('   ')).toEqual([]);
  });

  it('compares city names loosely', () => {
    expect(cityKey('St. Louis')).toBe(cityKey('Saint Louis'));
    expect(cityKey('Ft Worth')).toBe(cityKey('Fort Worth'));
    expect(cityKey('')).toBeNull();
  });
});

describe('domains', () => {
  it('derives the organisation domain from a work e-mail address', () => {
    expect(domainFromEmail('Jane.Doe@PrairieBank.com')).toBe('prairiebank.com');
    expect(domainFromEmail('jane@mail.prairiebank.com')).toBe('prairiebank.com');
    expect(domainFromEmail('mailto:jane@cedar.bank')).toBe('cedar.bank');
  });

  it('ignores free-mail addresses and malformed ones', () => {
    for (const address of [
      'jane@gmail.com',
      'bob@yahoo.com',
      'x@outlook.com',
      'a@aol.com',
      'no-at-sign',
      'a@b',
    ]) {
      expect(domainFromEmail(address)).toBeNull();
    }
  });

  it('reads websites with or without scheme, www and path', () => {
    expect(domainFromWebsite('https://www.PrairieBank.com/about-us')).toBe('prairiebank.com');
    expect(domainFromWebsite('www.prairiestatebank.example')).toBe('prairiestatebank.example');
    expect(domainFromWebsite('online.cedar.bank:443')).toBe('cedar.bank');
    expect(domainFromWebsite('not a site')).toBeNull();
    expect(domainFromWebsite('https://cedarbank.wixsite.com/home')).toBeNull();
  });
});
