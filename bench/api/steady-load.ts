// A true open-loop load at a steady rate: request i is due at start + i/rate, sent when due
// whatever happened to earlier ones, and its latency is counted from when it was due (so a stall in
// the server or here is not hidden: no coordinated omission). autocannon's `overallRate` is not
// this: each connection sends its per-second quota back to back at the top of every second, so
// "100 req/s" there is a burst of 100 requests over 20 connections once a second.
import http from 'node:http';

export type SteadyResult = {
  sent: number;
  ok: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
};

export type SteadyOptions = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  rate: number;
  seconds: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export function steadyLoad({
  url,
  method,
  headers,
  body,
  rate,
  seconds,
}: SteadyOptions): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  let settled = 0;
  const start = performance.now() + 20;
  return new Promise((resolve) => {
    const finish = () => {
      if (settled < total) return;
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      resolve({
        sent,
        ok: sorted.length - non2xx,
        non2xx,
        errors,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted.at(-1) ?? 0,
      });
    };
    const fire = (due: number) => {
      sent++;
      const req = http.request(
        url,
        {
          method,
          headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
          agent,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) >= 300) non2xx++;
            settled++;
            finish();
          });
        },
      );
      req.on('error', () => {
        errors++;
        settled++;
        finish();
      });
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / rate <= now)
        fire(start + (sent * 1000) / rate);
      if (sent < total)
        setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    setTimeout(tick, 20);
  });
}
