import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { sessionFixture } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';

const admin = sessionFixture('FIN Admin', { id: 1, user_name: 'Sam Super' });

describe('mailbox', () => {
  it('shows the stored mail, each message with its text', async () => {
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/super_admin/mailbox': () => ({
        body: {
          delivery: 'stored',
          messages: [
            {
              id: 4,
              to: 'dana@leeadvisory.test',
              subject: 'Your FIN Atlas verification code: 123456',
              text: 'Your FIN Atlas verification code is 123456.',
              created_at: '2026-01-05T10:00:00.000Z',
              sent_at: null,
              error: null,
            },
          ],
        },
      }),
    });
    renderRoute('/super_admin/mailbox');
    const message = await screen.findByRole('article', { name: 'Message to dana@leeadvisory.test' });
    expect(message.textContent).toContain('Your FIN Atlas verification code is 123456.');
  });

  it('says that mail goes out by SMTP when the server keeps none', async () => {
    stubFetch({
      'GET /api/session': () => ({ body: admin }),
      'GET /api/super_admin/mailbox': () => ({ body: { delivery: 'smtp', messages: [] } }),
    });
    renderRoute('/super_admin/mailbox');
    expect(await screen.findByText('Mail is delivered by SMTP')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Filter by recipient' })).toBeNull();
    expect(screen.queryByText('The mailbox is empty')).toBeNull();
  });
});
