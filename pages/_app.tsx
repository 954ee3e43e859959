import type { AppProps } from 'next/app';
import { inter } from '@/app/fonts';
import { cn } from '@/lib/cn';
import '@/app/globals.css';

/** Pages Router shell: the same stylesheet and font as app/layout.tsx. */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <div className={cn(inter.variable, 'font-sans')}>
      <Component {...pageProps} />
    </div>
  );
}
