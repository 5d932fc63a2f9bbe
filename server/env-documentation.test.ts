import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './env.ts';

/** Conventions §6: every variable env.ts reads, straight from its schema's keys. */
const read = Object.keys(envSchema.in.shape).sort();

const readRepoFile = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

/** The names in the first column of the table under the README's "## Configuration" heading. */
function readmeConfigurationTable(): string[] {
  const readme = readRepoFile('README.md');
  const section = readme.slice(readme.indexOf('\n## Configuration\n')).split(/\n#{2,3} /)[1] ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
}

/** The variables `.env.example` assigns (comment lines are not variables). */
function envExampleVariables(): string[] {
  return readRepoFile('.env.example')
    .split('\n')
    .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
}

/** What the document lacks and what it lists that env.ts does not read, named, so a failure says which. */
function compare(documented: string[]) {
  return {
    missing: read.filter((name) => !documented.includes(name)),
    notReadByEnvTs: [...new Set(documented)].filter((name) => !read.includes(name)).sort(),
  };
}

describe('the environment is documented where the README and conventions §6 say', () => {
  it("README.md's configuration table lists every variable env.ts reads, and none other", () => {
    expect(compare(readmeConfigurationTable())).toEqual({ missing: [], notReadByEnvTs: [] });
  });

  it('.env.example lists every variable env.ts reads, once, and none other', () => {
    const assigned = envExampleVariables();
    expect(compare(assigned)).toEqual({ missing: [], notReadByEnvTs: [] });
    expect(assigned.filter((name, index) => assigned.indexOf(name) !== index)).toEqual([]);
  });
});
