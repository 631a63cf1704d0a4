import { type Access, FI_GROUP_MODULES } from '../identity/index.js';

// Strategy has no purchase flag of its own: it is the vendor menu's module (ui module 110, vendor
// only), so each route is gated by its menu entry opening for the caller, as the page is. The
// analyses read paid data, so they also name the modules of that data.

/** The market against the user's clients. */
export const STRATEGY_SEGMENTATION: Access = {
  signedIn: true,
  anyModule: FI_GROUP_MODULES,
  menuPath: '/strategy/segmentation',
};

/** Who runs which product: technographics. */
export const STRATEGY_WHITE_SPACE: Access = {
  signedIn: true,
  module: 'fin_technographics',
  menuPath: '/strategy/white_space_assessment',
};

/** The segment sets both analyses cut the market by. */
export const STRATEGY_ANALYSES: Access = {
  signedIn: true,
  anyModule: [...FI_GROUP_MODULES, 'fin_technographics'],
  menuPath: '/strategy',
};

/** FIN Atlas publications: every Strategy user, each publication to the client groups it names. */
export const STRATEGY_PUBLICATIONS: Access = { signedIn: true, menuPath: '/strategy/publications' };
