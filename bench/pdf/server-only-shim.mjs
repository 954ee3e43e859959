// Lets benchmarks import server/ modules outside Next: 'server-only' resolves to an empty module
// (without --conditions=react-server, which would also forbid react-dom/server).
import Module, { register } from 'node:module';

const stub = new URL('./server-only-empty.cjs', import.meta.url);
const hooks = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: ${JSON.stringify(stub.href)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === 'server-only' ? stub.pathname : request, ...rest);
};
