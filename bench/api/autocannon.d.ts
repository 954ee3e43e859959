// The slice of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  type Options = {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  };
  type Histogram = { average: number; p50: number; p99: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
