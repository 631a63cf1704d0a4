import type { Access } from '../../identity/index.js';

/**
 * VendorFit is bought (fin_vendorfit) and, as its pages are, gated by its menu entry opening for the
 * caller (spec: "Vendor fit ... gated by enabled paths").
 */
export const VENDOR_FIT: Access = {
  signedIn: true,
  module: 'fin_vendorfit',
  menuPath: '/fi_prospect/vendor_fit',
};
