import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';

describe('messages', () => {
  it('keeps page texts verbatim', () => {
    expect(MESSAGES.page.notFoundTitle).toBe("Oops! You're lost.");
    expect(MESSAGES.page.notFoundBody).toBe('The page you are looking for was not found.');
    expect(MESSAGES.page.unauthorizedTitle).toBe('Unauthorized.');
    expect(MESSAGES.page.unauthorizedBody).toBe('You are not authorized. Please contact admin.');
    expect(MESSAGES.page.appUpgradedRelogin).toBe('Application upgraded, refresh and relogin');
  });

  it('distinguishes the 403 toast from the module guard toast', () => {
    expect(MESSAGES.toast.forbidden).toBe('Page access restricted. Please contact admin.');
    expect(MESSAGES.toast.moduleNotEnabled).toBe('Page access restricted, please contact admin');
  });

  it("prefixes every validation message with 'Validation failed. '", () => {
    const { prefix, invalidToken, ...rest } = MESSAGES.validation;
    expect(prefix).toBe('Validation failed. ');
    for (const text of Object.values(rest)) {
      expect(text.startsWith(prefix)).toBe(true);
    }
    expect(invalidToken).toBe('Invalid token. please retry.');
    expect(MESSAGES.validation.subscriptionRecheck).toBe('Validation failed. Please recheck.');
  });

  it('keeps selection, search and status texts verbatim', () => {
    expect(MESSAGES.selection.selectPeerGroup).toBe('Please select peer group.');
    expect(MESSAGES.selection.selectReport).toBe('Please select Report.');
    expect(MESSAGES.search.placeholder).toBe('Enter a solution type or a specific vendor or product name');
    expect(MESSAGES.search.noMatchingVendorProducts).toBe('No matching Vendors/Products');
    expect(MESSAGES.report.preparing).toBe('Preparing...');
    expect(MESSAGES.report.recordNotFound).toBe('Record not found');
    expect(MESSAGES.intent.deletedElement).toBe('(Deleted)');
    expect(MESSAGES.toast.conferenceDeleted).toBe('Conference successfully deleted.');
    expect(MESSAGES.banner.appUpgraded).toBe('Application has been upgraded. Please refresh to continue.');
  });

  it('builds counted texts', () => {
    expect(MESSAGE_TEMPLATES.groupsSelected(3)).toBe('3 group(s) selected');
    expect(MESSAGE_TEMPLATES.andMore(12)).toBe('...and 12 more');
  });
});
