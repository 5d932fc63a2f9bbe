import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FLEET_SECRETS } from '../tests/fixtures/fleet-env.ts';
import { envSchema, parseEnv } from './env.ts';

/**
 * Issue #24 item 18: compose.yaml and the Dockerfile set only variables env.ts reads, and the app they start
 * passes env.ts as a fleet, each shared secret supplied by the operator rather than written in the file.
 */
const readRepoFile = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');
const read = Object.keys(envSchema.in.shape);

interface ComposeService {
  environment?: Record<string, string | number | boolean>;
  stop_grace_period?: string;
}
interface ComposeFile {
  services: Record<string, ComposeService>;
}
const compose = parse(readRepoFile('compose.yaml')) as ComposeFile;
const appEnvironment = compose.services.app!.environment!;

/**
 * Compose's interpolation of one value: $$, ${NAME}, ${NAME:-default} / ${NAME-default} and ${NAME:?error} /
 * ${NAME?error} (https://docs.docker.com/reference/compose-file/interpolation/).
 */
function interpolate(value: string, given: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name?: string, colon?: string, operator?: string, word?: string) => {
      if (whole === '$$') return '$';
      const current = given[name!];
      const isUnset = current === undefined || (colon === ':' && current === '');
      if (!isUnset || !operator) return current ?? '';
      if (operator === '-') return word!;
      throw new Error(`${name}: ${word}`);
    },
  );
}

/** The app container's environment: the image's ENV lines, then compose's `environment`, interpolated. */
function appEnvironmentWith(given: Record<string, string>): Record<string, string> {
  const imageEnv = /^ENV ((?:.*\\\n)*.*)$/m.exec(readRepoFile('Dockerfile'))![1]!;
  const fromImage = Object.fromEntries(
    [...imageEnv.matchAll(/([A-Z0-9_]+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]),
  );
  const fromCompose = Object.entries(appEnvironment).map(([name, value]) => [
    name,
    interpolate(String(value), given),
  ]);
  return { ...fromImage, ...Object.fromEntries(fromCompose) };
}

/** What an operator puts in .env beside compose.yaml (the file's header comment). */
const OPERATOR_SECRETS = {
  REQUEST_LINK_SECRET: 'c29tZS1yZXF1ZXN0LWxpbmstc2VjcmV0LTAxMjM0NTY3ODk=',
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  POSTGRES_PASSWORD: 'postgres-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
};

describe('compose.yaml and the Dockerfile (issue #24 item 18)', () => {
  it('set no variable server/env.ts does not read', () => {
    // MALLOC_ARENA_MAX is glibc's, read by the C library before node starts (docs/decisions/011).
    const notRead = Object.keys(appEnvironmentWith(OPERATOR_SECRETS)).filter(
      (name) => !read.includes(name) && name !== 'MALLOC_ARENA_MAX',
    );
    expect(notRead).toEqual([]);
  });

  it('start the app as a fleet that passes server/env.ts: PostgreSQL, Redis and the bucket, in production', () => {
    const env = parseEnv(appEnvironmentWith(OPERATOR_SECRETS));
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://inkdesk:postgres-password@postgres:5432/inkdesk',
      REDIS_URL: 'redis://redis:6379',
      S3_BUCKET: 'inkdesk',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it('take every secret the fleet needs from the operator, and refuse to start without it', () => {
    for (const name of [...Object.keys(FLEET_SECRETS), 'ENCRYPTION_KEY']) {
      expect(appEnvironment[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
      const { [name as keyof typeof OPERATOR_SECRETS]: _left, ...withoutIt } = OPERATOR_SECRETS;
      expect(() => appEnvironmentWith(withoutIt), name).toThrow(name);
    }
  });

  it('let the drain end before Docker stops the app with SIGKILL', () => {
    const env = parseEnv(appEnvironmentWith(OPERATOR_SECRETS));
    const grace = /^(\d+)s$/.exec(String(compose.services.app!.stop_grace_period))!;
    expect(env.SHUTDOWN_GRACE_MS).toBeLessThan(Number(grace[1]) * 1000);
  });
});
