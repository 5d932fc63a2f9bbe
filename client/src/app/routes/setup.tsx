import { AppHeader } from '#client/components/layouts/app-header.tsx';
import { Brand } from '#client/components/layouts/brand.tsx';
import { LogoutButton } from '#client/components/layouts/logout-button.tsx';
import { StarterPortfolioUploader } from '#client/features/portfolio/components/starter-portfolio-uploader.tsx';
import { SetupWizard } from '#client/features/setup-wizard/components/setup-wizard.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export function SetupPage() {
  usePageTitle('Set Up Your Front Desk');
  return (
    <div className="min-h-dvh bg-ink-950 text-bone">
      <AppHeader start={<Brand />} end={<LogoutButton />} />
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="mb-8 grid gap-2">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Set up your front desk</h1>
          <p className="text-lg text-mist">
            Four quick steps and your AI assistant knows how to talk about your work.
          </p>
        </div>
        <SetupWizard portfolioUploader={<StarterPortfolioUploader />} />
      </main>
    </div>
  );
}
