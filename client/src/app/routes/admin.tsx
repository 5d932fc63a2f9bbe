import { ChevronLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { AppHeader } from '#client/components/layouts/app-header.tsx';
import { LogoutButton } from '#client/components/layouts/logout-button.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { AdminAccountDeletion } from '#client/features/account/components/admin-account-deletion.tsx';
import { AdminBillingPanel } from '#client/features/billing/components/admin-billing-panel.tsx';
import { ExperimentsPanel } from '#client/features/experiments/components/experiments-panel.tsx';
import { JobsPanel } from '#client/features/jobs/components/jobs-panel.tsx';
import { LeadManagementPanel } from '#client/features/leads/components/lead-management-panel.tsx';
import { OutboxPanel } from '#client/features/outbox/components/outbox-panel.tsx';
import { SmsPanel } from '#client/features/outbox/components/sms-panel.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTabParam } from '#client/lib/use-tab-param.ts';

// The chart library is the heaviest code here: it loads when the Analytics tab is first opened.
const AnalyticsPanel = lazy(() =>
  import('#client/features/analytics/components/analytics-panel.tsx').then((module) => ({
    default: module.AnalyticsPanel,
  })),
);

const ADMIN_TABS = ['leads', 'experiments', 'analytics', 'billing', 'jobs', 'outbox'] as const;

/** The admin dashboard at /admin; the router registers it only for admins (spec §2, §6). */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  const [tab, setTab] = useTabParam(ADMIN_TABS, 'leads');
  return (
    <div className="min-h-dvh bg-ink-950 text-bone">
      <AppHeader
        start={
          <>
            <Link
              href="/"
              className="focus-ring inline-flex items-center gap-1.5 rounded text-sm font-semibold text-mist hover:text-bone"
            >
              <ChevronLeft aria-hidden="true" className="size-4" strokeWidth={2.5} />
              Back to Home
            </Link>
            <Badge>Admin</Badge>
          </>
        }
        end={<LogoutButton />}
      />
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-8 grid gap-2">
          <h1 className="text-3xl font-black tracking-tight sm:text-5xl">Admin Dashboard</h1>
          <p className="text-lg text-mist">Leads, experiments and analytics across Inkdesk.</p>
        </div>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="leads">Lead Management</TabsTrigger>
            <TabsTrigger value="experiments">A/B Testing</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="billing">Billing</TabsTrigger>
            <TabsTrigger value="jobs">Jobs</TabsTrigger>
            <TabsTrigger value="outbox">Outbox</TabsTrigger>
          </TabsList>
          <TabsContent value="leads">
            <div className="grid gap-8">
              <LeadManagementPanel />
              <AdminAccountDeletion />
            </div>
          </TabsContent>
          <TabsContent value="experiments">
            <ExperimentsPanel />
          </TabsContent>
          <TabsContent value="analytics">
            <Suspense
              fallback={
                <div role="status" aria-label="Loading analytics" className="flex justify-center py-16">
                  <Spinner />
                </div>
              }
            >
              <AnalyticsPanel />
            </Suspense>
          </TabsContent>
          <TabsContent value="billing">
            <AdminBillingPanel />
          </TabsContent>
          <TabsContent value="jobs">
            <JobsPanel />
          </TabsContent>
          <TabsContent value="outbox">
            <OutboxPanel />
            <SmsPanel />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
