import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Icon } from './icon.tsx';

// The dialog (Radix) downloads on the first hover, focus or click, not with the page.
const loadDialog = () => import('./watch-demo-dialog.tsx');
const WatchDemoDialog = lazy(() => loadDialog().then((module) => ({ default: module.WatchDemoDialog })));

/**
 * Spec §2: Watch Demo opens the chat assistant (`chat`) as an overlay; Escape or the close button closes
 * it and focus returns here. `onIntent` lets the page start loading the chat before the click.
 * It is a link to the embedded demo (#demo) on the prerendered page, so a tap before hydration still shows
 * the chat (issue #12); hydration upgrades it to a button that opens the overlay.
 */
export function WatchDemo({ chat, onIntent }: { chat: ReactNode; onIntent: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [isHydrated, setIsHydrated] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  useEffect(() => setIsHydrated(true), []);
  const prepare = () => {
    void loadDialog();
    onIntent();
  };
  const open = () => {
    setHasOpened(true);
    setIsOpen(true);
  };

  return (
    <>
      {/* biome-ignore lint/a11y/useValidAnchor: a link before hydration (to #demo), a button after it (issue #12). */}
      <a
        ref={trigger}
        href="#demo"
        role={isHydrated ? 'button' : undefined}
        aria-haspopup={isHydrated ? 'dialog' : undefined}
        className={buttonClasses({ variant: 'outline', size: 'lg' })}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
        onKeyDown={(event) => {
          // A button answers Space as well as Enter; a link only Enter.
          if (event.key !== ' ') return;
          event.preventDefault();
          open();
        }}
      >
        <Icon name="play" className="size-5 fill-current" />
        Watch Demo
      </a>
      {hasOpened ? (
        <Suspense fallback={null}>
          <WatchDemoDialog isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={trigger}>
            {chat}
          </WatchDemoDialog>
        </Suspense>
      ) : null}
    </>
  );
}
