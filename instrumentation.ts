// Runs once when a server process starts. Everything it does needs Node.js (instrumentation-node.ts).
// The check is the exact form Next.js documents for runtime-specific code: the bundler replaces
// process.env.NEXT_RUNTIME at compile time, so the Edge compilation drops the import and never
// compiles the Node-only modules (ADR 121).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
