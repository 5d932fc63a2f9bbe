import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from './fixtures/imported-specifiers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TESTS_DIR = join(ROOT, 'tests');
const PRODUCT_ROOTS = ['server', 'common', 'client/src'];

/** Product files: every .ts/.tsx under the three roots except tests beside the code. */
function productFiles(): string[] {
  return PRODUCT_ROOTS.flatMap((root) =>
    readdirSync(join(ROOT, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(ROOT, root, file)),
  );
}

/** The specifiers of one product file that reach test scaffolding: `#tests/…` or a path into tests/. */
function testImportsOf(file: string, source: string): string[] {
  return importedSpecifiers(source).filter((specifier) => {
    if (specifier.startsWith('#tests/')) return true;
    if (!specifier.startsWith('.')) return false;
    const target = resolve(dirname(file), specifier);
    return target === TESTS_DIR || target.startsWith(TESTS_DIR + sep);
  });
}

describe('product code', () => {
  it('never imports test scaffolding (tests/, #tests/*)', () => {
    const offenders = productFiles().flatMap((file) =>
      testImportsOf(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(ROOT, file)} → ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('sees both ways of reaching tests/', () => {
    const file = join(ROOT, 'server/features/chat/consult.ts');
    const source = [
      "import { a } from '#tests/fixtures/test-consultation.ts';",
      "import { b } from '../../../tests/fakes/fake-openai-server.ts';",
      "import { c } from '../../lib/app-error.ts';",
    ].join('\n');
    expect(testImportsOf(file, source)).toEqual([
      '#tests/fixtures/test-consultation.ts',
      '../../../tests/fakes/fake-openai-server.ts',
    ]);
  });
});
