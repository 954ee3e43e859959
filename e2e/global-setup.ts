// Starts the loopback peers the app talks to during e2e runs (each in e2e/peers/) and stops them after.
import type { FullConfig } from '@playwright/test';
import { startOidcPeer } from './peers/oidc';
import { startSmtpPeer } from './peers/smtp';
import { startOpenAiE2ePeer } from './peers/openai';
import { startJobPagesE2ePeer } from './peers/job-pages';

type Peer = { name: string; start: () => Promise<() => Promise<void>> };

// Each capability registers its peer here (SMTP catcher, OIDC provider, job pages, OpenAI-compatible).
const peers: Peer[] = [
  { name: 'smtp', start: startSmtpPeer },
  { name: 'oidc', start: startOidcPeer },
  { name: 'openai', start: startOpenAiE2ePeer },
  { name: 'job-pages', start: startJobPagesE2ePeer },
];

export default async function globalSetup(_config: FullConfig) {
  const stops: (() => Promise<void>)[] = [];
  for (const peer of peers) stops.push(await peer.start());
  return async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
}
