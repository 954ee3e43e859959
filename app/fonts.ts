import localFont from 'next/font/local';

// Inter from @fontsource-variable (an npm package), so builds never download fonts.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
});
