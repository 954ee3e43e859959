import type { GetStaticProps, InferGetStaticPropsType } from 'next';
import Head from 'next/head';
import { Landing } from '@/components/marketing/landing';
import { SkipLink } from '@/components/ui/skip-link';
import { site } from '@/lib/site';

// The landing page is plain HTML and CSS: no React runtime, no hydration (docs/decisions/040-static-landing.md).
export const config = { unstable_runtimeJS: false };

// server/env is App Router only ('server-only'); this reads the same variable with the same default.
export const getStaticProps = (() => ({
  props: { origin: new URL(process.env.APP_URL || site.defaultUrl).origin },
})) satisfies GetStaticProps;

/** `/`: the landing page, rendered once at build time. Head tags mirror app/layout.tsx's metadata. */
export default function LandingPage({ origin }: InferGetStaticPropsType<typeof getStaticProps>) {
  const image = `${origin}/opengraph-image`;
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{site.title}</title>
        <meta name="description" content={site.description} />
        <meta name="application-name" content={site.name} />
        <meta name="keywords" content={site.keywords.join(',')} />
        <meta name="color-scheme" content="light dark" />
        <meta
          key="theme-color-light"
          name="theme-color"
          content={site.themeColor.light}
          media="(prefers-color-scheme: light)"
        />
        <meta
          key="theme-color-dark"
          name="theme-color"
          content={site.themeColor.dark}
          media="(prefers-color-scheme: dark)"
        />
        <meta name="format-detection" content="telephone=no" />
        <link rel="canonical" href={`${origin}/`} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-icon" type="image/png" sizes="180x180" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={site.title} />
        <meta property="og:description" content={site.description} />
        <meta property="og:url" content={`${origin}/`} />
        <meta property="og:locale" content="en_US" />
        <meta property="og:image" content={image} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:image:alt" content={site.title} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={site.title} />
        <meta name="twitter:description" content={site.description} />
        <meta name="twitter:image" content={image} />
      </Head>
      <SkipLink />
      <Landing />
    </>
  );
}
