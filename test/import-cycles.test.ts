// No import cycle between modules (ADR 230): with every production file's imports resolved, the
// graph of modules (server/<x>, lib/<x>, components/<x>, extension/src/<x>, app) has no cycle.
// A cycle is reported with one file-level import for each of its edges.
import { describe, expect, it } from 'vitest';
import { importGraph, moduleOf } from './import-graph';

/** Strongly connected components of more than one module (Tarjan). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!order.has(v)) visit(v);
  return found;
}

describe('modules', () => {
  it('import one another without a cycle', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(500);
    const edges = new Map<string, Set<string>>();
    const example = new Map<string, string>();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!edges.has(from)) edges.set(from, new Set());
      for (const target of targets) {
        const to = moduleOf(target);
        if (to === from) continue;
        edges.get(from)!.add(to);
        if (!example.has(`${from} -> ${to}`))
          example.set(`${from} -> ${to}`, `${file} -> ${target}`);
      }
    }
    const inCycles: string[] = [];
    for (const component of cycles(edges)) {
      const members = new Set(component);
      for (const from of component)
        for (const to of edges.get(from) ?? [])
          if (members.has(to)) inCycles.push(`${from} -> ${to}`);
    }
    const found = inCycles.map((e) => `${e}  (${example.get(e)})`);
    expect(found, 'imports that close a cycle between modules').toEqual([]);
  });
});
