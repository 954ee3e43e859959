import type { MetadataRoute } from 'next';

/** The public pages, for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = process.env.APP_URL ?? 'http://localhost:3000';
  return ['/', '/features', '/about', '/privacy', '/terms', '/signup', '/login'].map((path) => ({
    url: `${base}${path}`,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.5,
  }));
}
