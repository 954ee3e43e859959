// 'server-only' stand-in for benchmarks run outside Next (see server-only-shim.mjs).
