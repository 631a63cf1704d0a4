import type { Access } from '../identity/index.js';

/** Every Technographics call needs the purchased module. */
export const TECHNOGRAPHICS: Access = { signedIn: true, module: 'fin_technographics' };

/** Answering coverage requests is FIN Admin work (they decide what the catalog covers). */
export const TECHNOGRAPHICS_ADMIN: Access = {
  signedIn: true,
  module: 'fin_technographics',
  ability: 'super_admin_board',
};
