import { IDENTITY_MESSAGES } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevOidcProvider, startDevOidcProvider } from '../../dev/oidc-dev-provider.js';
import {
  demo,
  type Harness,
  type SignedIn,
  sessionCookie,
  startHarness,
} from '../../test/identity-harness.js';

const BASE_URL = 'http://localhost:3999';

/** Plays the browser at the provider: follows redirects, keeps its cookies, submits its two forms. */
async function loginAtProvider(
  authorizationUrl: string,
  login: string,
  callbackPrefix: string,
): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  let form: Record<string, string> | null = null;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const res: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    remember(res);
    form = null;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action) throw new Error(`provider page without a form at ${url}: ${res.status}`);
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    form = html.includes('name="login"')
      ? { prompt: 'login', login, password: 'any' }
      : { prompt: 'consent' };
  }
  throw new Error('too many hops at the provider');
}

describe('single sign-on (OpenID Connect, authorization code + PKCE)', () => {
  let h: Harness;
  let provider: DevOidcProvider;
  let admin: SignedIn;
  let groupId: number;
  let bankGroupId: number;

  const connect = async (name: string, domain: string, provisionGroupId: number) => {
    const res = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/sso_connections',
      payload: {
        name,
        domain,
        issuer: provider.issuer,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        provision_group_id: provisionGroupId,
      },
    });
    expect(res.statusCode).toBe(201);
  };
  const groupIdNamed = async (q: string): Promise<number> =>
    (await h.call(admin, { url: `/api/admin/groups?q=${q}` })).json().groups[0].id;

  /** Signs `email` in through the provider and returns the cookie of the new session. */
  const signInBySso = async (email: string) => {
    const start = await h.call(null, { method: 'POST', url: '/api/sso/start', payload: { email } });
    const callback = await loginAtProvider(
      start.json().authorization_url,
      email,
      `${BASE_URL}/api/sso/callback`,
    );
    return sessionCookie(await h.app.inject({ url: callback.slice(BASE_URL.length) }));
  };

  beforeAll(async () => {
    h = await startHarness({ BASE_URL });
    provider = await startDevOidcProvider({ redirectUris: [`${BASE_URL}/api/sso/callback`] });
    admin = await h.signIn(demo.superadmin);
    groupId = await groupIdNamed('Summit');
    bankGroupId = await groupIdNamed('Prairie');
    await connect('Summit Ridge IdP', 'sso.finatlas.test', groupId);
    await connect('Prairie State IdP', 'bank-sso.finatlas.test', bankGroupId);
  });
  afterAll(async () => {
    await provider.close();
    await h.close();
  });

  it('signs a new user of the domain in and provisions them into the client group', async () => {
    const start = await h.call(null, {
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'sso-user@sso.finatlas.test', return_to: '/analytics/reporter' },
    });
    expect(start.statusCode).toBe(200);
    const authorizationUrl: string = start.json().authorization_url;
    expect(authorizationUrl).toContain('code_challenge_method=S256');

    const callback = await loginAtProvider(
      authorizationUrl,
      'sso-user@sso.finatlas.test',
      `${BASE_URL}/api/sso/callback`,
    );
    const done = await h.app.inject({ url: callback.slice(BASE_URL.length) });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/redirect?to=%2Fanalytics%2Freporter');
    const cookie = sessionCookie(done);
    expect(cookie).toBeTruthy();

    const session = await h.app.inject({ url: '/api/session', headers: { cookie: cookie ?? '' } });
    expect(session.json().user).toMatchObject({
      email: 'sso-user@sso.finatlas.test',
      role: { name: 'User' },
      groups: [{ id: groupId }],
      module_permission: { fin_query: true },
    });
  });

  it("makes a provisioned user a member of the group with its members' company profile", async () => {
    expect(await signInBySso('analyst@sso.finatlas.test')).toBeTruthy();
    const members = (await h.call(admin, { url: `/api/admin/groups/${groupId}` })).json().members;
    const provisioned = members.find((m: { email: string }) => m.email === 'analyst@sso.finatlas.test');
    expect(provisioned).toMatchObject({ role: { name: 'User' } });
    expect((await h.call(admin, { url: `/api/admin/users/${provisioned.id}` })).json()).toMatchObject({
      company_type: 'Vendor',
      company_name: 'Summit Ridge Software',
      is_fi_menu: false,
      client_group: { id: groupId },
      groups: [{ id: groupId }],
    });
  });

  it('gives a user provisioned into a bank client group the FI menu', async () => {
    const cookie = await signInBySso('teller@bank-sso.finatlas.test');
    expect(cookie).toBeTruthy();
    const me = (await h.app.inject({ url: '/api/users', headers: { cookie: cookie ?? '' } })).json();
    expect(me).toMatchObject({ company_type: 'Bank', is_fi_menu: true, groups: [{ id: bankGroupId }] });
    const members = (await h.call(admin, { url: `/api/admin/groups/${bankGroupId}` })).json().members;
    expect(members.map((m: { email: string }) => m.email)).toContain('teller@bank-sso.finatlas.test');
  });

  it('refuses a replayed callback and an unconfigured domain', async () => {
    const start = await h.call(null, {
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'again@sso.finatlas.test' },
    });
    const callback = await loginAtProvider(
      start.json().authorization_url,
      'again@sso.finatlas.test',
      `${BASE_URL}/api/sso/callback`,
    );
    expect((await h.app.inject({ url: callback.slice(BASE_URL.length) })).statusCode).toBe(302);
    const replay = await h.app.inject({ url: callback.slice(BASE_URL.length) });
    expect(replay.headers.location).toBe(
      `/sign_in?sso_error=${encodeURIComponent(IDENTITY_MESSAGES.ssoFailed)}`,
    );

    const unknown = await h.call(null, {
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'x@elsewhere.test' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe(IDENTITY_MESSAGES.ssoNotConfigured);
  });
});
