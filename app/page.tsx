import Link from 'next/link';

export default function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Pursuit</h1>
      <p className="text-xl text-muted-foreground">Track. Optimize. Succeed.</p>
      <div className="flex gap-3">
        <Link href="/signup" className="rounded-lg bg-primary px-5 py-2.5 font-medium text-primary-foreground">
          Get started
        </Link>
        <Link href="/login" className="rounded-lg border px-5 py-2.5 font-medium">
          Log in
        </Link>
      </div>
    </main>
  );
}
