// POST /api/mcp — the Model Context Protocol server (Streamable HTTP, stateless), for personal access tokens
import { publicRoute } from '@/server/route/route';
import { handleMcpRequest } from '@/server/mcp/handle-mcp-request';

export const dynamic = 'force-dynamic';

export const POST = publicRoute({}, async ({ req }) => handleMcpRequest({ req }));
