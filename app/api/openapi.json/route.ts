// GET /api/openapi.json — the OpenAPI 3.1 document of the public API, built from the routes' own operations
import { publicRoute } from '@/server/route/route';
import { buildOpenApiDocument } from '@/server/openapi/build-openapi-document';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const GET = publicRoute({}, async () => {
  document ??= buildOpenApiDocument();
  return Response.json(document, { headers: { 'cache-control': 'public, max-age=300' } });
});
