import 'server-only';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { authenticateMcpCaller } from './authenticate-mcp-caller';
import { buildMcpServer } from './build-mcp-server';

/**
 * One MCP request over Streamable HTTP in stateless mode (ADR 153): the token is checked, a
 * server with the tools its scopes allow is built, and the SDK's web-standard transport answers
 * JSON. Nothing is kept between requests, so any instance can answer any call.
 */
export async function handleMcpRequest({ req }: { req: Request }): Promise<Response> {
  const caller = await authenticateMcpCaller(req);
  const server = buildMcpServer(caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(req);
  } finally {
    await server.close();
  }
}
