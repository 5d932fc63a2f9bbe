import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from '#tests/fixtures/imported-specifiers.ts';

const FEATURES_DIR = import.meta.dirname;

/** Product files of one feature folder (tests may reach across features to set up their world). */
function productFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** The feature folder a path lies in, or null for a path outside server/features (db, lib, providers…). */
function featureOf(path: string): string | null {
  const inside = relative(FEATURES_DIR, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return null;
  return inside.split(sep)[0]!;
}

type FeatureGraph = Map<string, Map<string, string>>;

/** Feature → the features it imports, each with one file that shows the import. */
function readFeatureGraph(featuresDir = FEATURES_DIR): FeatureGraph {
  const graph: FeatureGraph = new Map();
  for (const entry of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const edges = new Map<string, string>();
    graph.set(entry.name, edges);
    for (const file of productFiles(join(featuresDir, entry.name))) {
      for (const specifier of importedSpecifiers(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = featureOf(resolve(dirname(file), specifier));
        if (target && target !== entry.name && !edges.has(target)) {
          edges.set(target, `${relative(featuresDir, file)} imports ${specifier}`);
        }
      }
    }
  }
  return graph;
}

/** Each import cycle once, as the path of features that closes it, found by a depth-first walk. */
function findCycles(graph: FeatureGraph): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const done = new Set<string>();
  const walk = (feature: string, path: string[]) => {
    if (done.has(feature)) return;
    const start = path.indexOf(feature);
    if (start >= 0) {
      const cycle = path.slice(start);
      // The same cycle entered at another feature is one cycle: keyed by its features in order from the least.
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const key = [...cycle.slice(first), ...cycle.slice(0, first)].join('→');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push([...cycle, feature]);
      }
      return;
    }
    for (const next of graph.get(feature)?.keys() ?? []) walk(next, [...path, feature]);
    if (path.length === 0) done.add(feature);
  };
  for (const feature of graph.keys()) walk(feature, []);
  return cycles;
}

describe('server feature folders', () => {
  it('never import each other in a circle', () => {
    const graph = readFeatureGraph();
    const described = findCycles(graph).map((cycle) =>
      cycle
        .slice(1)
        .map((to, index) => `  ${graph.get(cycle[index]!)!.get(to)}`)
        .join('\n'),
    );
    expect(described, `Import cycles between feature folders:\n${described.join('\n\n')}`).toEqual([]);
  });

  it('reads every form of import the code uses', () => {
    const source = [
      "import type { Db } from '../../db/client.ts';",
      "import {\n  a,\n  b,\n} from '../chat/consult.ts';",
      "export { c } from '../inbox/x.ts';",
      "import './payloads.ts';",
      "const m = await import('../leads/list-leads.ts');",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual([
      '../../db/client.ts',
      '../chat/consult.ts',
      '../inbox/x.ts',
      './payloads.ts',
      '../leads/list-leads.ts',
    ]);
  });

  it('finds a cycle through three features once', () => {
    const graph: FeatureGraph = new Map([
      ['a', new Map([['b', 'a→b']])],
      ['b', new Map([['c', 'b→c']])],
      ['c', new Map([['a', 'c→a']])],
      ['d', new Map([['a', 'd→a']])],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
