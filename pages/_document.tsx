import { Head, Html, Main, NextScript } from 'next/document';

/** HTML frame of the Pages Router pages (only the landing page, see docs/decisions/040-static-landing.md). */
export default function Document() {
  return (
    <Html lang="en">
      <Head />
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
