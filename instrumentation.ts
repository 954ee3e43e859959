// Runs once when a server process starts. Everything it does needs Node.js (instrumentation-node.ts);
// the import sits behind the runtime check so the Edge build leaves it out.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
