// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { advisorRoutes } from './advisor-routes.js';
import { profileCardRoutes } from './profile-cards/profile-card-routes.js';

export const register: AppModule = {
  name: 'advisor',
  async routes(app, context) {
    await advisorRoutes(app, context);
    await profileCardRoutes(app, context);
  },
};

// FIN Profile shows its headline figures from the same FIN Admin-edited cards.
export { cardsOnPage, type ResolvedCard } from './performance-cards.js';
export { storedCards } from './profile-cards/card-table.js';
