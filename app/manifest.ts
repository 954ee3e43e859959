import type { MetadataRoute } from 'next';

/** Web app manifest: installable, opens on the dashboard. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Pursuit — Track. Optimize. Succeed.',
    short_name: 'Pursuit',
    description: 'Track job applications and interviews, and get AI feedback on your resume.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#f7f8fb',
    theme_color: '#4552d6',
    categories: ['productivity', 'business'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
