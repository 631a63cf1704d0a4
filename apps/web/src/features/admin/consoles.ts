/** The three admin consoles share screens; this is everything that differs between them. */
export type ConsoleId = 'super_admin' | 'admin' | 'partner_admin';

export type AdminConsole = {
  id: ConsoleId;
  name: string;
  usersTitle: string;
  groupsTitle: string;
  usersPath: string;
  groupsPath: string;
  userEditPath: (id: number) => string;
  /** Null where the console has no such screen (the routes follow the spec's console lists). */
  userNewPath: string | null;
  groupNewPath: string | null;
  groupEditPath: ((id: number) => string) | null;
};

export const ADMIN_CONSOLES: Readonly<Record<ConsoleId, AdminConsole>> = {
  super_admin: {
    id: 'super_admin',
    name: 'Super admin',
    usersTitle: 'All users',
    groupsTitle: 'All groups',
    usersPath: '/super_admin/all_users',
    groupsPath: '/super_admin/all_groups',
    userEditPath: (id) => `/super_admin/user/${id}/edit`,
    userNewPath: null,
    groupNewPath: '/super_admin/groups/new',
    groupEditPath: (id) => `/super_admin/group/${id}/edit`,
  },
  admin: {
    id: 'admin',
    name: 'Client admin',
    usersTitle: 'Users',
    groupsTitle: 'Groups',
    usersPath: '/admin/users',
    groupsPath: '/admin/groups',
    userEditPath: (id) => `/admin/user/${id}/edit`,
    userNewPath: '/admin/users/new',
    groupNewPath: '/admin/groups/new',
    groupEditPath: (id) => `/admin/group/${id}/edit`,
  },
  partner_admin: {
    id: 'partner_admin',
    name: 'Partner admin',
    usersTitle: 'Users',
    groupsTitle: 'Groups',
    usersPath: '/partner_admin/users',
    groupsPath: '/partner_admin/groups',
    userEditPath: (id) => `/partner_admin/user/${id}/edit`,
    userNewPath: null,
    groupNewPath: '/partner_admin/groups/new',
    groupEditPath: (id) => `/partner_admin/group/${id}/edit`,
  },
};
