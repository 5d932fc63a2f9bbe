import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Icon } from './icon.tsx';

// The dialog (Radix) downloads on the first hover, focus or click, not with the page.
const loadDialog = () => import('./watch-demo-dialog.tsx');
const WatchDemoDialog = lazy(() => loadDialog().then((module) => ({ default: module.WatchDemoDialog })));

/**
 * Spec §2: Watch Demo opens the chat assistant (`chat`) as an overlay; Escape or the close button closes
 * it and focus returns here. `onIntent` lets the page start loading the chat before the click.
 */
export function WatchDemo({ chat, onIntent }: { chat: ReactNode; onIntent: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    void loadDialog();
    onIntent();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses({ variant: 'outline', size: 'lg' })}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Icon name="play" className="size-5 fill-current" />
        Watch Demo
      </button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <WatchDemoDialog isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={button}>
            {chat}
          </WatchDemoDialog>
        </Suspense>
      ) : null}
    </>
  );
}
