import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { AppHeader } from '#client/components/layouts/app-header.tsx';
import { Brand } from '#client/components/layouts/brand.tsx';
import { LogoutButton } from '#client/components/layouts/logout-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { DangerZone } from '#client/features/account/components/danger-zone.tsx';
import { ApiKeysCard } from '#client/features/api-keys/components/api-keys-card.tsx';
import { getBillingStatusQueryOptions } from '#client/features/billing/api/billing-status.ts';
import { BillingBanners } from '#client/features/billing/components/billing-banners.tsx';
import { BillingPanel } from '#client/features/billing/components/billing-panel.tsx';
import { PlanUsageCard } from '#client/features/billing/components/plan-usage-card.tsx';
import { AvailabilityCard } from '#client/features/bookings/components/availability-card.tsx';
import { BookingsPanel } from '#client/features/bookings/components/bookings-panel.tsx';
import { CalendarFeedCard } from '#client/features/bookings/components/calendar-feed-card.tsx';
import { ConsentFormCard } from '#client/features/bookings/components/consent-form-card.tsx';
import { LeadBookingSection } from '#client/features/bookings/components/lead-booking-section.tsx';
import { TestChatbotPanel } from '#client/features/chat/components/test-chatbot-panel.tsx';
import { InboxPanel } from '#client/features/inbox/components/inbox-panel.tsx';
import { BooksStateCard } from '#client/features/intake/components/books-state-card.tsx';
import { IntakeSettingsCard } from '#client/features/intake/components/intake-settings-card.tsx';
import { StudioAnswersCard } from '#client/features/intake/components/studio-answers-card.tsx';
import { IntegrationsSection } from '#client/features/integrations/components/integrations-section.tsx';
import { LeadDetailsDialog } from '#client/features/leads/components/lead-details-dialog.tsx';
import { LeadDetailsSlot } from '#client/features/leads/components/lead-details-slot.tsx';
import { LeadsPanel } from '#client/features/leads/components/leads-panel.tsx';
import { NotificationsCard } from '#client/features/notifications/components/notifications-card.tsx';
import { PortfolioManager } from '#client/features/portfolio/components/portfolio-manager.tsx';
import { PortfolioPreview } from '#client/features/portfolio/components/portfolio-preview.tsx';
import { ArtistProfileCard } from '#client/features/profile/components/artist-profile-card.tsx';
import { BusinessInfoCard } from '#client/features/profile/components/business-info-card.tsx';
import { ProfileSettings } from '#client/features/profile/components/profile-settings.tsx';
import { ContactSalesButton } from '#client/features/sales/components/contact-sales-button.tsx';
import { myStudioQueryOptions } from '#client/features/studio-team/api/studio-api.ts';
import { LeadStudioSection } from '#client/features/studio-team/components/lead-studio-section.tsx';
import { ReturnToInvite } from '#client/features/studio-team/components/return-to-invite.tsx';
import { StudioTeamPanel } from '#client/features/studio-team/components/studio-team-panel.tsx';
import { ThreadStudioSection } from '#client/features/studio-team/components/thread-studio-section.tsx';
import { WaitlistPanel } from '#client/features/waitlist/components/waitlist-panel.tsx';
import { WebhooksCard } from '#client/features/webhooks/components/webhooks-card.tsx';
import { WebsiteWidgetCard } from '#client/features/widget/components/website-widget-card.tsx';
import { useAuth } from '#client/lib/use-auth.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTabParam } from '#client/lib/use-tab-param.ts';
import { getDisplayName, getGreeting } from '#client/lib/user-display.ts';

// The chart library loads when the Insights tab is first opened, as on the admin's Analytics tab.
const InsightsPanel = lazy(() =>
  import('#client/features/analytics/components/insights-panel.tsx').then((module) => ({
    default: module.InsightsPanel,
  })),
);

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'portfolio', label: 'Portfolio' },
  { value: 'leads', label: 'Leads' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'inbox', label: 'Inbox' },
  { value: 'insights', label: 'Insights' },
  { value: 'test-chatbot', label: 'Test Chatbot' },
  { value: 'studio', label: 'Studio' },
  { value: 'billing', label: 'Billing' },
  { value: 'settings', label: 'Settings' },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const TAB_VALUES = TABS.map((tab) => tab.value);

/**
 * What a studio's front desk works (decision 073): the studio's leads, bookings and Inbox, the team (and leaving
 * it), and their own account. Not the artist's tabs (overview, portfolio, insights, test chatbot: their own
 * profile, work and assistant, which front desk has none of) nor Billing: members work under the owner's plan.
 */
const FRONT_DESK_TAB_VALUES: readonly TabValue[] = ['leads', 'bookings', 'inbox', 'studio', 'settings'];

/**
 * Issue #14: a lead's details show its booking section, in the Leads and the Bookings tab alike; for a studio's
 * owner and front desk, its artist, routing and Reassign (issue #28). The viewer reads "you" for their own actions.
 */
const bookingSectionFor = (viewerId: string) => (leadId: string) => (
  <LeadStudioSection
    leadId={leadId}
    bookingSections={<LeadBookingSection leadId={leadId} viewerId={viewerId} />}
  />
);

/** The artist dashboard at / and /dashboard (spec §2). */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  // A studio's front desk gets its own tabs, opening on the studio's bookings (decision 073). A studio that cannot
  // be read leaves the artist's dashboard, whose studio calls answer for themselves.
  const studio = useQuery(myStudioQueryOptions());
  const isFrontDesk = studio.data?.studio?.role === 'front_desk';
  const tabValues = isFrontDesk ? FRONT_DESK_TAB_VALUES : TAB_VALUES;
  // The open tab lives in ?tab= (issue #12); the Instagram callback lands on ?tab=settings (issue #10).
  const [tab, setTab] = useTabParam(tabValues, isFrontDesk ? 'bookings' : 'overview');
  // The Bookings and Inbox tabs open a lead's details (and its booking actions) in place.
  const [bookingLeadId, setBookingLeadId] = useState<string | null>(null);
  // The plan's features (the banners read the same query): Settings → API and Webhooks ask nothing of a plan
  // without API access. A plan that cannot be read leaves it to the API, whose 402 names the plan.
  const billing = useQuery(getBillingStatusQueryOptions());
  const hasApiAccess = billing.isError ? true : billing.data?.unlocks.includes('apiAccess');
  if (!user) return null;
  const displayName = getDisplayName(user);
  const renderBookingSection = bookingSectionFor(user.id);

  return (
    <div className="min-h-dvh bg-ink-950 text-bone">
      <AppHeader
        start={<Brand />}
        end={
          <>
            {user.isAdmin ? (
              <Link
                href="/admin"
                className="focus-ring rounded px-1 text-sm font-semibold text-mist hover:text-bone"
              >
                Admin
              </Link>
            ) : null}
            <span
              className="max-w-[40vw] truncate text-sm font-semibold sm:max-w-xs sm:text-base"
              title={displayName}
            >
              {displayName}
            </span>
            <LogoutButton />
          </>
        }
      />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-8 grid gap-2">
          <h1 className="text-3xl font-black tracking-tight break-words sm:text-5xl">
            {getGreeting(user)}, {displayName}
          </h1>
          <p className="text-lg text-mist">
            {isFrontDesk
              ? `${studio.data?.studio?.name}: bookings, messages and leads.`
              : 'Your AI front desk at a glance.'}
          </p>
        </div>

        <ReturnToInvite />
        {studio.isPending ? (
          <div role="status" aria-label="Loading your dashboard" className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : (
          <>
            {/* Above every tab: a trial's days, the month's usage, a failed payment, a lapsed plan (issue #27); the
            plan is the owner's to pay, so the front desk sees none of it. */}
            {isFrontDesk ? null : (
              <BillingBanners onChoosePlan={tab === 'billing' ? undefined : () => setTab('billing')} />
            )}

            <Tabs value={tab} onValueChange={setTab}>
              <TabsList aria-label="Dashboard sections">
                {TABS.filter(({ value }) => tabValues.includes(value)).map(({ value, label }) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </TabsList>

              <TabsContent value="overview">
                <div className="grid gap-6 lg:grid-cols-2">
                  <div className="lg:col-span-2">
                    <BooksStateCard onOpenSettings={() => setTab('settings')} />
                  </div>
                  <div className="lg:col-span-2">
                    <PlanUsageCard onChoosePlan={() => setTab('billing')} />
                  </div>
                  <ArtistProfileCard user={user} />
                  <BusinessInfoCard user={user} />
                  <div className="lg:col-span-2">
                    <PortfolioPreview onOpenPortfolio={() => setTab('portfolio')} />
                  </div>
                </div>
              </TabsContent>

              <TabsContent value="portfolio">
                <PortfolioManager />
              </TabsContent>

              <TabsContent value="leads">
                <LeadDetailsSlot render={renderBookingSection}>
                  <LeadsPanel audience={isFrontDesk ? 'studio' : 'artist'} />
                </LeadDetailsSlot>
              </TabsContent>

              <TabsContent value="bookings">
                <LeadDetailsSlot render={renderBookingSection}>
                  <div className="grid gap-6">
                    <BookingsPanel onOpenLead={setBookingLeadId} />
                    {/* The waitlist is the artist's own list: front desk has none. */}
                    {isFrontDesk ? null : <WaitlistPanel onOpenLead={setBookingLeadId} />}
                  </div>
                  <LeadDetailsDialog leadId={bookingLeadId} onClose={() => setBookingLeadId(null)} />
                </LeadDetailsSlot>
              </TabsContent>

              <TabsContent value="inbox">
                <InboxPanel
                  onOpenLead={setBookingLeadId}
                  viewerId={user.id}
                  hasOwnAccount={!isFrontDesk}
                  renderThreadStudio={(thread) => (
                    <ThreadStudioSection threadId={thread.id} artistId={thread.artistId} />
                  )}
                />
                <LeadDetailsDialog leadId={bookingLeadId} onClose={() => setBookingLeadId(null)} />
              </TabsContent>

              <TabsContent value="insights">
                <Suspense
                  fallback={
                    <div role="status" aria-label="Loading insights" className="flex justify-center py-16">
                      <Spinner />
                    </div>
                  }
                >
                  <InsightsPanel />
                </Suspense>
              </TabsContent>

              <TabsContent value="test-chatbot">
                <TestChatbotPanel artistId={user.id} publicHandle={user.publicHandle} />
              </TabsContent>

              <TabsContent value="studio">
                <StudioTeamPanel userId={user.id} />
              </TabsContent>

              <TabsContent value="billing">
                <BillingPanel
                  contactSales={
                    <ContactSalesButton
                      size="md"
                      className="w-full"
                      defaults={{
                        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
                        email: user.email ?? '',
                        studioName: user.artistName ?? '',
                      }}
                    />
                  }
                />
              </TabsContent>

              <TabsContent value="settings">
                {isFrontDesk ? (
                  // Front desk has no profile, assistant or calendar of its own: only the account itself.
                  <DangerZone confirmationName={user.artistName ?? user.email ?? ''} />
                ) : (
                  <div className="grid gap-6">
                    <ProfileSettings user={user} />
                    <IntakeSettingsCard />
                    <StudioAnswersCard />
                    <NotificationsCard email={user.email} />
                    <AvailabilityCard />
                    <ConsentFormCard />
                    <CalendarFeedCard />
                    <WebsiteWidgetCard />
                    <ApiKeysCard hasApiAccess={hasApiAccess} />
                    <WebhooksCard hasApiAccess={hasApiAccess} />
                    <IntegrationsSection />
                    <DangerZone confirmationName={user.artistName ?? user.email ?? ''} />
                  </div>
                )}
              </TabsContent>
            </Tabs>
          </>
        )}
      </main>
    </div>
  );
}
