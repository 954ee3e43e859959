import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

/** The public pages, for search engines. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = env().APP_URL.replace(/\/$/, '');
  return ['/', '/features', '/about', '/privacy', '/terms', '/signup', '/login'].map((path) => ({
    url: `${base}${path}`,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : 0.5,
  }));
}
