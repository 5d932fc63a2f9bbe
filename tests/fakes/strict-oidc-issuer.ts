/**
 * A standalone, strictly configured OpenID issuer in its own process (issue #12 item 3), unlike the built-in
 * provider the app mounts: oidc-provider's defaults put only `sub` in the ID token (email and names come from
 * userinfo), offline_access is granted only with prompt=consent, refresh tokens rotate and access tokens live
 * 60 s. Sign-in runs through oidc-provider's own development login and consent forms.
 *
 * Run as a script, it listens on 127.0.0.1 and prints its issuer URL; `startStrictOidcIssuer` does that in a
 * child process. POST /test/accounts { sub, claims } defines who can sign in.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

export interface StrictIssuerClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
}

export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface StrictOidcIssuer {
  url: string;
  /** Who signs in as `sub`; redefining a sub replaces its claims. */
  defineAccount(sub: string, claims: AccountClaims): Promise<void>;
  close(): Promise<void>;
}

const ACCOUNTS_PATH = '/test/accounts';

/** Starts the issuer in a child process and resolves once it listens. */
export async function startStrictOidcIssuer(client: StrictIssuerClient): Promise<StrictOidcIssuer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(client)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stderr: string[] = [];
  child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const url = await firstLine(child).catch((error: Error) => {
    throw new Error(`${error.message}\n${stderr.join('')}`);
  });
  return {
    url,
    async defineAccount(sub, claims) {
      const response = await fetch(`${url}${ACCOUNTS_PATH}`, {
        method: 'POST',
        body: JSON.stringify({ sub, claims }),
      });
      if (!response.ok) throw new Error(`defineAccount: ${response.status}`);
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`The strict OIDC issuer exited with ${code}`)));
  });
}

async function readJson(request: IncomingMessage): Promise<{ sub: string; claims: AccountClaims }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString());
}

/** The child process: the issuer itself. */
async function serve(client: StrictIssuerClient) {
  const accounts = new Map<string, AccountClaims>();
  let handle: ReturnType<Provider['callback']> | undefined;
  const server = createServer(async (request, response) => {
    if (request.method === 'POST' && request.url === ACCOUNTS_PATH) {
      const { sub, claims } = await readJson(request);
      accounts.set(sub, claims);
      response.writeHead(204).end();
      return;
    }
    handle!(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        post_logout_redirect_uris: [client.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    // Scopes map to claims as usual; conformIdTokenClaims stays on (the default), so they reach only userinfo.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    findAccount: (_ctx, sub) => {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...claims }) } : undefined;
    },
    pkce: { required: () => true },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: 60,
      IdToken: 60,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  });
  handle = provider.callback();
  process.stdout.write(`${issuer}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await serve(JSON.parse(process.argv[2]!));
