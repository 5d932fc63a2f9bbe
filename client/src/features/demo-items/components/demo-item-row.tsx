import { useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import type { DemoItem } from '#common/contracts/demo-items.ts';

/** One stored item: a checkbox for completed, its details, and Delete. */
export function DemoItemRow({
  item,
  isBusy,
  onToggle,
  onDelete,
}: {
  item: DemoItem;
  isBusy: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const checkboxId = `demo-item-done-${item.id}`;
  // The box follows a click at once, then whatever the list says is stored: the list changes it
  // optimistically, and a failed update reloads it, which puts the box back.
  const [isChecked, setIsChecked] = useState(item.completed);
  const [storedCompleted, setStoredCompleted] = useState(item.completed);
  if (storedCompleted !== item.completed) {
    setStoredCompleted(item.completed);
    setIsChecked(item.completed);
  }
  return (
    <li className="flex items-start gap-4 rounded-xl border border-ink-700 bg-ink-900 p-4">
      <input
        id={checkboxId}
        type="checkbox"
        checked={isChecked}
        disabled={isBusy}
        onChange={(event) => {
          setIsChecked(event.target.checked);
          onToggle(event.target.checked);
        }}
        className="focus-ring mt-1 size-5 shrink-0 accent-accent"
      />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label
          htmlFor={checkboxId}
          className={cn('font-semibold break-words', isChecked && 'text-mist line-through')}
        >
          {item.title}
        </label>
        {item.description ? <p className="text-sm break-words text-mist">{item.description}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">Priority {item.priority}</Badge>
          {item.tags.map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        disabled={isBusy}
        onClick={onDelete}
        aria-label={`Delete ${item.title}`}
      >
        Delete
      </Button>
    </li>
  );
}
