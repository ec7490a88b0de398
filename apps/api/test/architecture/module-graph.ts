import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** apps/api/src, where `#api/…` points. */
export const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const modulesDir = path.join(srcDir, 'modules');

/** Every .ts file below a folder, as absolute paths. */
export function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files a source file imports (static, dynamic and re-exports), resolved inside src. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    if (fileName.startsWith('#api/')) return [path.join(srcDir, fileName.slice('#api/'.length))];
    if (fileName.startsWith('.')) return [path.resolve(path.dirname(file), fileName)];
    return [];
  });
}

/** The module a file of src/modules belongs to (its folder's name), or undefined. */
export function moduleOf(file: string): string | undefined {
  const relative = path.relative(modulesDir, file);
  if (relative.startsWith('..')) return undefined;
  return relative.split(path.sep)[0];
}

/** Module → the other modules its files import, with one file import that shows each edge. */
export function moduleGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of filesBelow(modulesDir)) {
    const from = moduleOf(file)!;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from && !edges.has(to)) {
        edges.set(to, `${path.relative(srcDir, file)} → ${path.relative(srcDir, target)}`);
      }
    }
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan): each is a cycle. */
export function cyclesOf(graph: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}
