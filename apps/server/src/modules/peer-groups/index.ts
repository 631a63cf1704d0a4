// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerPeerGroupJob } from './peer-group-job.js';
import { peerGroupRoutes } from './peer-group-routes.js';

export const register: AppModule = {
  name: 'peer-groups',
  routes: peerGroupRoutes,
  jobs: [registerPeerGroupJob],
};

export type { KeptPeerGroup, KeptPeerGroupRefresher } from './kept-peer-groups.js';
export { registerKeptPeerGroups } from './kept-peer-groups.js';
export type {
  KeptPeerGroupValues,
  KnownMembers,
  PeerGroupSnapshot,
  SharedPeerGroup,
} from './peer-group-store.js';
export {
  createPeerGroupStore,
  keepPeerGroup,
  peerGroupsSharedWith,
  removeKeptPeerGroup,
} from './peer-group-store.js';
