import 'server-only';

/** Why a URL import fetch was refused or failed (logged; the person sees the spec's message). */
export class FetchRefused extends Error {
  readonly reason:
    | 'scheme'
    | 'port'
    | 'blocked-address'
    | 'dns'
    | 'too-many-redirects'
    | 'too-large'
    | 'timeout'
    | 'http-status'
    | 'network';

  constructor(reason: FetchRefused['reason'], message: string) {
    super(message);
    this.name = 'FetchRefused';
    this.reason = reason;
  }
}
