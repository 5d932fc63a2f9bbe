import { PublicLayout } from '#client/components/layouts/public-layout.tsx';
import { DemoItemForm } from '#client/features/demo-items/components/demo-item-form.tsx';
import { DemoItemList } from '#client/features/demo-items/components/demo-item-list.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { DEMO_ITEMS_MAX } from '#common/contracts/demo-items.ts';

/** /demo/storage (spec §2, §6): anyone can store, complete and delete shared demo items. */
export function DemoStoragePage() {
  usePageTitle('Storage Demo');
  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20">
        <header className="grid max-w-3xl gap-4">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">Storage Demo</h1>
          <p className="text-lg text-mist">
            Items you create here are saved in Inkdesk’s database and shared with every visitor, so please
            keep them fictional. The demo keeps at most {DEMO_ITEMS_MAX} items.
          </p>
        </header>
        <div className="grid items-start gap-8 lg:grid-cols-[2fr_3fr]">
          <DemoItemForm />
          <DemoItemList />
        </div>
      </div>
    </PublicLayout>
  );
}
