import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type DevOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** With `deferRequests`, the provider answers 503 until this is called. */
  open(): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider for tests and local development (package `oidc-provider` with its
 * development login screens): any login name signs in, and that name is also the e-mail claim.
 */
export async function startDevOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  deferRequests?: boolean;
}): Promise<DevOidcProvider> {
  const clientId = 'fin-atlas-dev';
  const clientSecret = 'fin-atlas-dev-secret-0123456789';
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  let open = !options.deferRequests;
  // The issuer names the port, so bind first and build the provider for the port actually chosen.
  const server = createServer((req, res) => {
    if (open && handler) return handler(req, res);
    res.statusCode = 503;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: unknown, sub: string) {
      return {
        accountId: sub,
        async claims() {
          const local = sub.split('@')[0] ?? sub;
          return { sub, email: sub, email_verified: true, name: local.replace(/[._-]+/g, ' ') };
        },
      };
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['fin-atlas-dev-cookie-key'] },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    open() {
      open = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
