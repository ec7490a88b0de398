import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, filesBelow, importsOf, moduleGraph, srcDir } from './module-graph.ts';

describe('the modules of the API', () => {
  const graph = moduleGraph();

  it('import each other without a loop: no group of modules reaches itself again', () => {
    const loops = cyclesOf(graph).map((group) =>
      group.map((from) =>
        group
          .filter((to) => graph.get(from)?.has(to))
          .map((to) => `${from} → ${to} (${graph.get(from)?.get(to)})`),
      ),
    );
    expect(loops).toEqual([]);
  });

  it('finds a loop when there is one, so a clean answer means something', () => {
    const looped = new Map(graph);
    looped.set('access', new Map([['clients', 'probe']]));
    expect(cyclesOf(looped).some((group) => group.includes('access'))).toBe(true);
  });

  it('keep the access guard a leaf: it imports the database layer and lib only', () => {
    const accessDir = path.join(srcDir, 'modules', 'access');
    const outside = [...(graph.get('access')?.values() ?? [])];
    const imported = filesBelow(accessDir).flatMap((file) =>
      importsOf(file).map((target) => path.relative(srcDir, target)),
    );
    const layers = [...new Set(imported)].filter(
      (target) => !/^(db|lib|modules\/access)\//.test(target),
    );
    expect(outside).toEqual([]);
    expect(layers).toEqual([]);
  });
});
