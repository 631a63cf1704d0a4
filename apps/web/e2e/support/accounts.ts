import { expect, request } from '@playwright/test';
import { BASE_URL, DEMO, DEMO_PASSWORD } from './helpers';

/**
 * A fresh account with a password, for tests that change an account (password, profile) so the
 * shared demo accounts stay as every other test expects them. Created through the real API: a FIN
 * Admin invites the user into a client group and the invitation is accepted from the mailed link.
 */
export async function createAccount(options: {
  prefix: string;
  userName: string;
  fiMenu?: boolean;
  group?: string;
  role?: 'User' | 'Client Admin';
}): Promise<{ email: string; password: string }> {
  const email = `${options.prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.test`;
  const password = 'Fresh-Account-2026';
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const signedIn = await api.post('/api/session', {
      headers: { 'x-csrf-token': 'anonymous' },
      data: { email: DEMO.superadmin, password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const csrf = ((await signedIn.json()) as { csrf_token: string }).csrf_token;
    const headers = { 'x-csrf-token': csrf };
    const groups = (await (
      await api.get(`/api/admin/groups?q=${encodeURIComponent(options.group ?? 'Summit')}`)
    ).json()) as { groups: { id: number }[] };
    const created = await api.post('/api/admin/users', {
      headers,
      data: {
        user_name: options.userName,
        email,
        role: options.role ?? 'User',
        company_type: options.fiMenu ? 'Bank' : 'Vendor',
        is_fi_menu: options.fiMenu ?? false,
        client_group_id: groups.groups[0]?.id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const mailbox = (await (await api.get('/api/super_admin/mailbox')).json()) as {
      messages: { to: string; text: string }[];
    };
    const mail = mailbox.messages.find((m) => m.to === email);
    const token = /invite_register\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, 'invitation token').toBeTruthy();
    const accepted = await api.post(`/api/invitations/${token}`, {
      headers,
      data: { user_name: options.userName, password, accept_terms: true },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    return { email, password };
  } finally {
    await api.dispose();
  }
}
