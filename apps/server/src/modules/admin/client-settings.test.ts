import { MAIL_TEMPLATES, mailTemplateProblems } from '@fin-atlas/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { groups, mailTemplates, partners, peerGroups, users } from '../../db/schema/index.js';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../test/identity-harness.js';
import { multipartBody } from '../../test/org-list-test-support.js';

const TEMPLATES = '/api/super_admin/sendgrid_service/templates';
const DEFAULTS = '/api/admin/direct_access_defaults';
const PROFILE = '/api/admin/group_profile_settings';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);

const errorOf = (res: { json(): { error: { message: string } } }) => res.json().error.message;

/**
 * The client-facing settings of issue 19: e-mail templates (FIN Admin), a client's single click
 * defaults and company profile (client admin, tenant-scoped) and a partner admin's new groups.
 */
describe('client settings consoles', () => {
  let h: Harness;
  let superadmin: SignedIn;
  let clientadmin: SignedIn;
  let vendorGroupId: number;
  let bankGroupId: number;

  const groupIdOf = async (email: string) => {
    const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
    if (!row?.clientGroupId) throw new Error(`${email} has no client group`);
    return row.clientGroupId;
  };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    superadmin = await h.signIn(demo.superadmin);
    clientadmin = await h.signIn(demo.clientadmin);
    vendorGroupId = await groupIdOf(demo.vendor);
    bankGroupId = await groupIdOf(demo.fi);
  });
  afterAll(async () => h.close());

  describe('e-mail templates', () => {
    let signUps = 0;
    /** A fresh sign-up, and the verification mail it was sent. */
    const signUp = async () => {
      signUps += 1;
      const email = `template-check-${signUps}@example.test`;
      const res = await h.call(null, {
        method: 'POST',
        url: '/api/sign_up',
        payload: {
          user_name: 'Noor Haddad',
          email,
          password: 'Sunrise-2026',
          company_type: 'Consultant',
          company_name: 'Haddad Advisory',
          accept_terms: true,
        },
      });
      expect(res.statusCode).toBe(201);
      const mail = await h.latestMail(email);
      if (!mail) throw new Error('no verification mail');
      return mail;
    };
    const save = (body: { subject: string; body: string }) =>
      h.call(superadmin, { method: 'PUT', url: `${TEMPLATES}/verification_code`, payload: body });

    it('are a super-admin feature listing every mail with its default text, which passes its own rules', async () => {
      expect((await h.call(null, { url: TEMPLATES })).statusCode).toBe(401);
      expect((await h.call(clientadmin, { url: TEMPLATES })).statusCode).toBe(403);
      const list = await h.call(superadmin, { url: TEMPLATES });
      expect(list.statusCode).toBe(200);
      const keys = list.json().templates.map((t: { key: string }) => t.key);
      expect(keys).toEqual([
        'verification_code',
        'sign_up_existing_account',
        'password_reset',
        'invitation',
        'subscription_delivery',
        'signal_alerts',
      ]);
      expect(list.json().templates.every((t: { customized: boolean }) => !t.customized)).toBe(true);
      for (const template of MAIL_TEMPLATES) expect(mailTemplateProblems(template, template)).toEqual([]);
      expect((await h.call(superadmin, { url: `${TEMPLATES}/no_such_mail` })).statusCode).toBe(404);
    });

    it('sends the default wording until edited, refuses unknown or dropped placeholders by name, then sends the edit', async () => {
      const before = await signUp();
      const code = before.subject.match(/(\d{6})$/)?.[1];
      expect(before.subject).toBe(`Your FIN Atlas verification code: ${code}`);
      expect(before.text).toBe(
        `Hello Noor Haddad,\n\nYour FIN Atlas verification code is ${code}. It expires in 30 minutes.\n\nIf you did not ask for it, ignore this message.`,
      );

      const unknown = await save({
        subject: 'Your code: {{code}}',
        body: 'Hi {{first_name}}, use {{code}}.',
      });
      expect(unknown.statusCode).toBe(422);
      expect(errorOf(unknown)).toBe(
        'Validation failed. {{first_name}} is not a placeholder of this template. Use {{user_name}}, {{code}}.',
      );
      const dropped = await save({ subject: 'Your code', body: 'Hi {{user_name}}, welcome.' });
      expect(dropped.statusCode).toBe(422);
      expect(errorOf(dropped)).toBe(
        'Validation failed. The message must contain {{code}}: the six-digit code.',
      );
      const stray = await save({ subject: 'Code {{code}', body: 'Use {{code}}.' });
      expect(errorOf(stray)).toMatch(/not part of a placeholder/);
      const twoLines = await save({ subject: 'Code\n{{code}}', body: 'Use {{code}}.' });
      expect(errorOf(twoLines)).toBe('Validation failed. The subject must be one line.');

      const edit = {
        subject: 'Code for {{user_name}}: {{code}}',
        body: 'Hi {{user_name}}, enter {{ code }} to finish.',
      };
      const preview = await h.call(superadmin, {
        method: 'POST',
        url: `${TEMPLATES}/verification_code/preview`,
        payload: edit,
      });
      expect(preview.json()).toEqual({
        subject: 'Code for Riley Chen: 482913',
        text: 'Hi Riley Chen, enter 482913 to finish.',
        problems: [],
      });
      const saved = await save(edit);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ customized: true, updated_by: { id: superadmin.userId } });

      const after = await signUp();
      const newCode = after.subject.match(/(\d{6})$/)?.[1];
      expect(after.subject).toBe(`Code for Noor Haddad: ${newCode}`);
      expect(after.text).toBe(`Hi Noor Haddad, enter ${newCode} to finish.`);

      const audit = await h.call(superadmin, { url: '/api/super_admin/audit_log?q=mail_template' });
      expect(audit.json().entries[0]).toMatchObject({
        action: 'mail_template_updated',
        target_id: 'verification_code',
      });

      const reset = await h.call(superadmin, { method: 'DELETE', url: `${TEMPLATES}/verification_code` });
      expect(reset.json()).toMatchObject({
        customized: false,
        subject: before.subject.replace(code ?? '', '{{code}}'),
      });
      expect((await signUp()).text).toMatch(
        /^Hello Noor Haddad,\n\nYour FIN Atlas verification code is \d{6}\./,
      );
    });

    it('follows an edit another process stored, and never mails a placeholder it cannot fill', async () => {
      // Written straight to the table, as another node would (or a template saved before the
      // catalogue dropped a placeholder): this process reads it through the stamp, within a second.
      await h.database.db.insert(mailTemplates).values({
        key: 'verification_code',
        subject: 'Sign-up code {{code}}',
        body: 'Dear {{user_name}}{{retired_title}}: {{code}}',
      });
      await vi.waitFor(
        async () => {
          const mail = await signUp();
          expect(mail.text).toMatch(/^Dear Noor Haddad: \d{6}$/);
        },
        { timeout: 5000, interval: 400 },
      );
      await h.database.db.delete(mailTemplates);
    });
  });

  describe('single click defaults', () => {
    let bankId: number;
    let sharedPeerGroupId: number;
    let privatePeerGroupId: number;
    let foreignPeerGroupId: number;

    const institutionOf = async (fiType: string) => {
      const rows = await h.database.query<{ id: number }>(
        'select id from institutions where fi_type = $1 and active order by latest_assets desc nulls last, id limit 1',
        [fiType],
      );
      return Number(rows[0]?.id);
    };
    const peerGroup = async (values: { name: string; userId: number; groupId: number; shared: boolean }) => {
      const [row] = await h.database.db
        .insert(peerGroups)
        .values({ ...values, builder: 'quick', criteria: {}, peerCount: 12 })
        .returning();
      if (!row) throw new Error('no peer group');
      return row.id;
    };
    const put = (as: SignedIn, body: Record<string, unknown>, query = '') =>
      h.call(as, {
        method: 'PUT',
        url: `${DEFAULTS}${query}`,
        payload: {
          institution_id: null,
          peer_group_id: null,
          report_id: null,
          span_id: null,
          set_id: null,
          ...body,
        },
      });

    beforeAll(async () => {
      bankId = await institutionOf('bank');
      const vendorUserId = await h.userId(demo.vendor);
      sharedPeerGroupId = await peerGroup({
        name: 'Shared bank peers',
        userId: vendorUserId,
        groupId: vendorGroupId,
        shared: true,
      });
      privatePeerGroupId = await peerGroup({
        name: 'My own peers',
        userId: clientadmin.userId,
        groupId: vendorGroupId,
        shared: false,
      });
      foreignPeerGroupId = await peerGroup({
        name: 'Prairie peers',
        userId: await h.userId(demo.fi),
        groupId: bankGroupId,
        shared: true,
      });
    });

    it('are the client group’s own: another tenant’s answer 403, a FIN Admin names the group', async () => {
      const own = await h.call(clientadmin, { url: DEFAULTS });
      expect(own.json()).toMatchObject({
        group: { id: vendorGroupId, name: 'Summit Ridge Software (demo)' },
        institution: null,
        peer_group: null,
        span_id: null,
      });
      expect((await h.call(clientadmin, { url: `${DEFAULTS}?group_id=${bankGroupId}` })).statusCode).toBe(
        403,
      );
      expect((await put(clientadmin, { span_id: 1 }, `?group_id=${bankGroupId}`)).statusCode).toBe(403);
      const unnamed = await h.call(superadmin, { url: DEFAULTS });
      expect(unnamed.statusCode).toBe(422);
      expect(errorOf(unnamed)).toBe('Validation failed. Choose the client group.');
      expect((await h.call(superadmin, { url: `${DEFAULTS}?group_id=${bankGroupId}` })).statusCode).toBe(200);
      const vendor = await h.signIn(demo.vendor);
      expect((await h.call(vendor, { url: DEFAULTS })).statusCode).toBe(403);
    });

    it('refuses what the group’s users could not open, naming it', async () => {
      const ghost = await put(clientadmin, { institution_id: 2147483646 });
      expect(errorOf(ghost)).toBe(
        'Validation failed. The institution does not exist or is no longer active.',
      );
      const notShared = await put(clientadmin, { peer_group_id: privatePeerGroupId });
      expect(errorOf(notShared)).toBe(
        'Validation failed. Choose a peer group shared with your company: your users cannot open this one.',
      );
      expect(errorOf(await put(clientadmin, { peer_group_id: foreignPeerGroupId }))).toMatch(
        /shared with your company/,
      );
      const options = (await h.call(clientadmin, { url: `${DEFAULTS}/options` })).json();
      expect(options.peer_groups.map((p: { id: number }) => p.id)).toEqual([sharedPeerGroupId]);
      const cuReport = options.reports.find(
        (r: { fi_types: string[] }) => r.fi_types.length === 1 && r.fi_types[0] === 'credit_union',
      );
      const wrongType = await put(clientadmin, { institution_id: bankId, report_id: cuReport.id });
      expect(errorOf(wrongType)).toMatch(
        new RegExp(`^Validation failed. ${cuReport.name} does not run for `),
      );
      expect((await put(clientadmin, { span_id: 4 })).statusCode).toBe(422);
      expect((await h.call(clientadmin, { url: DEFAULTS })).json().span_id).toBeNull();
    });

    it('are saved, audited and handed to the group’s users, not another group’s', async () => {
      const options = (await h.call(clientadmin, { url: `${DEFAULTS}/options` })).json();
      const bankReport = options.reports.find((r: { fi_types: string[] }) => r.fi_types.includes('bank'));
      const saved = await put(clientadmin, {
        institution_id: bankId,
        peer_group_id: sharedPeerGroupId,
        report_id: bankReport.id,
        span_id: 1,
        set_id: 2,
      });
      expect(saved.statusCode).toBe(200);
      const landing = {
        institution: { id: bankId, fi_type: 'bank' },
        peer_group: { id: sharedPeerGroupId, name: 'Shared bank peers', peer_count: 12 },
        report: { id: bankReport.id, name: bankReport.name },
        span_id: 1,
        set_id: 2,
      };
      expect(saved.json()).toMatchObject({ ...landing, updated_by: { id: clientadmin.userId } });
      const audit = await h.call(superadmin, { url: '/api/super_admin/audit_log?q=direct_access' });
      expect(audit.json().entries[0]).toMatchObject({ target_id: String(vendorGroupId) });

      const vendor = await h.signIn(demo.vendor);
      expect((await h.call(vendor, { url: '/api/users/direct_access_defaults' })).json()).toMatchObject(
        landing,
      );
      const fi = await h.signIn(demo.fi);
      expect((await h.call(fi, { url: '/api/users/direct_access_defaults' })).json()).toEqual({
        institution: null,
        peer_group: null,
        report: null,
        span_id: null,
        set_id: null,
      });

      // A peer group its owner stops sharing is no longer a place the group's users can land.
      await h.database.db
        .update(peerGroups)
        .set({ shared: false })
        .where(eq(peerGroups.id, sharedPeerGroupId));
      const after = (await h.call(vendor, { url: '/api/users/direct_access_defaults' })).json();
      expect(after).toMatchObject({ institution: { id: bankId }, peer_group: null, span_id: 1 });
    });
  });

  describe('profile settings', () => {
    const profileBody = {
      name: 'Summit Ridge Software (demo)',
      company_type: 'Vendor',
      contact_name: 'Jordan Ellis',
      contact_email: 'Jordan@SummitRidge.example',
      contact_phone: '+1 (555) 010-2000',
      website: 'summitridge.example',
      menu_type: 'vendor',
    };

    it('shows the company and what it bought, scoped to the tenant', async () => {
      const own = await h.call(clientadmin, { url: PROFILE });
      expect(own.json()).toMatchObject({
        name: 'Summit Ridge Software (demo)',
        company_type: 'Vendor',
        menu_type: 'vendor',
        logo_url: null,
      });
      expect(own.json().purchased_modules).toContain('fin_query');
      expect((await h.call(clientadmin, { url: `${PROFILE}?group_id=${bankGroupId}` })).statusCode).toBe(403);
      const bank = await h.call(superadmin, { url: `${PROFILE}?group_id=${bankGroupId}` });
      expect(bank.json()).toMatchObject({ company_type: 'Bank', menu_type: 'fi' });
    });

    it('saves the profile with its name, refuses bad fields, and gives every user the company’s menu', async () => {
      const badEmail = await h.call(clientadmin, {
        method: 'PUT',
        url: PROFILE,
        payload: { ...profileBody, contact_email: 'jordan@' },
      });
      expect(badEmail.statusCode).toBe(422);
      expect(errorOf(badEmail)).toBe('Validation failed. Enter an e-mail address such as name@company.com.');
      const taken = await h.call(clientadmin, {
        method: 'PUT',
        url: PROFILE,
        payload: { ...profileBody, name: 'prairie state bank (demo)' },
      });
      expect(errorOf(taken)).toBe('Validation failed. Another company or group already has this name.');

      const saved = await h.call(clientadmin, {
        method: 'PUT',
        url: PROFILE,
        payload: { ...profileBody, name: 'Summit Ridge Software', menu_type: 'fi' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        name: 'Summit Ridge Software',
        contact_email: 'jordan@summitridge.example',
        website: 'http://summitridge.example',
        menu_type: 'fi',
      });
      const vendor = await h.signIn(demo.vendor);
      expect((await h.call(vendor, { url: '/api/users' })).json().is_fi_menu).toBe(true);
      const [group] = await h.database.db.select().from(groups).where(eq(groups.id, vendorGroupId));
      expect(group?.name).toBe('Summit Ridge Software');
      const audit = await h.call(superadmin, { url: '/api/super_admin/audit_log?q=group_profile' });
      expect(audit.json().entries[0].details.users_menu_changed).toBe(3);

      await h.call(clientadmin, { method: 'PUT', url: PROFILE, payload: profileBody });
      expect((await h.call(vendor, { url: '/api/users' })).json().is_fi_menu).toBe(false);
    });

    it('takes a PNG or JPEG logo by its bytes, refusing a disguised file', async () => {
      const upload = async (name: string, data: Buffer | string, type: string) => {
        const form = await multipartBody({}, { name, data, type });
        return h.call(clientadmin, { method: 'POST', url: `${PROFILE}/logo`, ...form });
      };
      const disguised = await upload('logo.png', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/png');
      expect(disguised.statusCode).toBe(422);
      expect(errorOf(disguised)).toBe('Validation failed. The logo must be a PNG or JPEG image.');
      const tooLarge = await upload('big.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'image/png');
      expect(errorOf(tooLarge)).toBe('Validation failed. The logo is larger than 1 MB.');

      const saved = await upload('logo.bin', PNG, 'application/octet-stream');
      expect(saved.statusCode).toBe(200);
      const logo = await h.call(clientadmin, { url: saved.json().logo_url });
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.rawPayload.equals(PNG)).toBe(true);
      expect((await h.call(clientadmin, { url: `${PROFILE}/logo?group_id=${bankGroupId}` })).statusCode).toBe(
        403,
      );
      const removed = await h.call(clientadmin, { method: 'DELETE', url: `${PROFILE}/logo` });
      expect(removed.json().logo_url).toBeNull();
    });
  });

  describe('partner groups', () => {
    const create = (as: SignedIn, payload: Record<string, unknown>, host = PARTNER_HOST) =>
      h.call(as, { method: 'POST', url: '/api/admin/groups', payload, headers: { host } });

    it('creates a credit union’s client group under the partner, within what the partnership holds', async () => {
      const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
      const created = await create(partner, {
        name: 'Lakeshore Community CU',
        purchased_modules: { fin_advisor: true, fin_reporter: true, fin_query: false },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        group_type_id: 3,
        partner: { name: 'CU Alliance (demo)' },
        parent_group: null,
        purchased_modules: { fin_advisor: true, fin_reporter: true },
      });
      const listed = await h.call(partner, { url: '/api/admin/groups', headers: { host: PARTNER_HOST } });
      expect(listed.json().groups.map((g: { name: string }) => g.name)).toContain('Lakeshore Community CU');

      const beyond = await create(partner, { name: 'Overreach CU', purchased_modules: { fin_query: true } });
      expect(beyond.statusCode).toBe(422);
      expect(errorOf(beyond)).toBe(
        'Validation failed. Your partnership does not include fin_query; only FIN Atlas grants it.',
      );
      expect((await create(partner, { name: 'A user group', group_type_id: 4 })).statusCode).toBe(403);
      const [other] = await h.database.db
        .insert(partners)
        .values({ name: 'Other Partner', brandName: 'Other', hostNames: ['other.localhost'] })
        .returning();
      expect((await create(partner, { name: 'Foreign CU', partner_id: other?.id })).statusCode).toBe(403);
      // Off the partner's own site (the main site, another partner's host) there is no partner console.
      expect((await create(partner, { name: 'Main site CU' }, 'localhost')).statusCode).toBe(403);
      expect((await create(partner, { name: 'Other site CU' }, 'other.localhost')).statusCode).toBe(403);
      const [count] = await h.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(groups)
        .where(sql`${groups.name} like '%CU' and ${groups.name} <> 'Lakeshore Community CU'`);
      expect(count?.n).toBe(0);
    });
  });
});
