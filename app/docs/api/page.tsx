import type { Metadata } from 'next';
import { ApiReference } from '@/components/api-docs/api-reference';
import { IntentLink } from '@/components/ui/intent-link';
import { ApiDocsHeader } from '@/components/api-docs/api-docs-header';

export const metadata: Metadata = {
  title: 'API reference',
  description:
    'The Pursuit public API: personal access tokens, scopes, every operation and its schemas.',
  alternates: { canonical: '/docs/api' },
};

/** Public API reference rendered from /api/openapi.json (ADR 151). */
export default function ApiDocsPage() {
  return (
    <>
      <ApiDocsHeader />
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight">API reference</h1>
        <p className="text-muted-foreground">
          Create a personal access token on your{' '}
          <IntentLink
            href="/my-profile"
            className="font-medium text-primary underline underline-offset-2"
          >
            Profile
          </IntentLink>{' '}
          and send it as <code>Authorization: Bearer pst_…</code>. Each operation names the scope it
          needs. The machine-readable document is{' '}
          <a
            href="/api/openapi.json"
            className="font-medium text-primary underline underline-offset-2"
          >
            /api/openapi.json
          </a>
          .
        </p>
        <ApiReference />
      </main>
    </>
  );
}
