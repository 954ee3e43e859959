// A response type exists once (ADR 196): every operation the OpenAPI document lists is the very
// object a contract in lib/contracts/ exports, so its response schemas come from that contract and
// nowhere else; every contract operation is documented (or listed here as not public); and the
// document's builder writes down no shape of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiOperation } from '@/lib/contract/operation';
import { buildOpenApiDocument, toJsonSchema } from '@/server/openapi/build-openapi-document';
import { publicOperations } from '@/server/openapi/public-operations';

const root = path.resolve(import.meta.dirname, '..');
const contractsDir = path.join(root, 'lib/contracts');
const openapiDir = path.join(root, 'server/openapi');

const isOperation = (value: unknown): value is ApiOperation =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value;

/** Each contract operation with the contract file that exports it. */
async function contractOperations(): Promise<{ file: string; op: ApiOperation }[]> {
  const found: { file: string; op: ApiOperation }[] = [];
  for (const file of readdirSync(contractsDir).filter((f) => f.endsWith('.ts'))) {
    const exported = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(exported))
      if (isOperation(value)) found.push({ file: `lib/contracts/${file}`, op: value });
  }
  return found;
}

describe('the OpenAPI document and the contracts', () => {
  it('documents exactly the contract operations, each exported by one contract', async () => {
    const contracts = await contractOperations();
    const documented = publicOperations();
    const homes = (op: ApiOperation) => contracts.filter((c) => c.op === op).map((c) => c.file);

    const orphans = documented.filter((op) => homes(op).length !== 1).map((op) => op.operationId);
    expect(orphans).toEqual([]);
    const undocumented = contracts
      .filter((c) => !documented.includes(c.op))
      .map((c) => `${c.file}: ${c.op.operationId}`);
    expect(undocumented).toEqual([]);
    const ids = documented.map((op) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("answers, for each operation, the JSON schema of its contract's response schema", () => {
    const doc = buildOpenApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    let compared = 0;
    for (const op of publicOperations()) {
      const documented = doc.paths[op.path.replace(/\?.*$/, '')]?.[op.method.toLowerCase()];
      expect(documented, `${op.method} ${op.path}`).toBeDefined();
      for (const [code, answer] of Object.entries(op.responses)) {
        if (!answer.schema) continue;
        const response = documented!.responses[code] as {
          content: Record<string, { schema: unknown }>;
        };
        expect(response.content['application/json']!.schema, `${op.operationId} ${code}`).toEqual(
          toJsonSchema(answer.schema, 'output'),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(80);
  });

  it('keeps no operation or response schema in server/openapi/', () => {
    const shapes = /\bdefineOperation\(|\bz\.(object|array|union|enum|literal|string|number)\(/;
    const offenders = readdirSync(openapiDir)
      .filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .filter((f) => shapes.test(readFileSync(path.join(openapiDir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
