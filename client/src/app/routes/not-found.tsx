import { Link } from 'wouter';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-950 px-4 text-bone">
      <div className="w-full max-w-md text-center">
        <div aria-hidden="true" className="mx-auto mb-6 h-1.5 w-16 rounded-full bg-accent" />
        <h1 className="text-4xl font-black tracking-tight text-balance sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-3 text-mist">This page does not exist, or it has moved.</p>
        <Link href="/" className={buttonClasses({ className: 'mt-8' })}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
