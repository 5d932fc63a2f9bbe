import { lazy } from 'react';
import { PublicLayout } from '#client/components/layouts/public-layout.tsx';
import { DemoSection } from '#client/features/landing/components/demo-section.tsx';
import { FeaturesSection } from '#client/features/landing/components/features-section.tsx';
import { FinalCtaSection } from '#client/features/landing/components/final-cta-section.tsx';
import { HeroSection } from '#client/features/landing/components/hero-section.tsx';
import { PricingSection } from '#client/features/landing/components/pricing-section.tsx';
import { ProblemsSection } from '#client/features/landing/components/problems-section.tsx';
import { WatchDemo } from '#client/features/landing/components/watch-demo.tsx';
import { ContactSalesButton } from '#client/features/sales/components/contact-sales-button.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export const pageTitle = 'The AI front desk for tattoo artists';

// The chat is its own chunk, with its query client: the landing's first load carries none of it
// (docs/decisions/004).
const loadChat = () => import('#client/features/chat/components/standalone-chat-assistant.tsx');
const ChatAssistant = lazy(() => loadChat().then((module) => ({ default: module.StandaloneChatAssistant })));

/** The public landing page at / for signed-out visitors, in spec §2's order. */
export function LandingPage() {
  usePageTitle(pageTitle);
  return (
    <PublicLayout isLanding>
      <HeroSection
        watchDemo={
          <WatchDemo
            chat={<ChatAssistant className="h-full" focusOnOpen />}
            onIntent={() => void loadChat()}
          />
        }
      />
      <ProblemsSection />
      <FeaturesSection />
      <DemoSection chat={<ChatAssistant className="h-full" />} />
      <PricingSection contactSales={<ContactSalesButton className="w-full" />} />
      <FinalCtaSection />
    </PublicLayout>
  );
}
