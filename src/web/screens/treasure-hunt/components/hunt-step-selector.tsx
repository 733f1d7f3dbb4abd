import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { isStepComplete } from '@/web/features/hunts/model/hunt-checks';
import type { HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type HuntStepSelectorProps = {
  steps: HuntStepDraft[];
  current: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  canAdd: boolean;
};

/**
 * The step selector: one button a step (a dot when complete), Add Step and Remove Step. Removing
 * asks first (a step's photo and words cannot be brought back), then shows the step before it
 * and moves focus to Add Step: the Remove button now names the next step, and a second press
 * must never remove that one by accident.
 */
export function HuntStepSelector({
  steps,
  current,
  onSelect,
  onAdd,
  onRemove,
  canAdd,
}: HuntStepSelectorProps) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const removed = useRef(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);

  const remove = () => {
    if (confirming === null) return;
    onRemove(confirming);
    onSelect(Math.max(0, confirming - 1));
    removed.current = true;
    setConfirming(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={m.hunts_steps()} className="flex flex-wrap gap-2">
        {steps.map((step, index) => (
          <Button
            key={index}
            variant={index === current ? 'primary' : 'secondary'}
            aria-pressed={index === current}
            onClick={() => onSelect(index)}
            className="px-3"
          >
            {m.hunts_step({ number: index + 1 })}
            {isStepComplete(step) && (
              <span
                className={cn(
                  'size-2 rounded-full',
                  index === current ? 'bg-primary-fg' : 'bg-primary',
                )}
              >
                <span className="sr-only">{m.hunts_complete_marker()}</span>
              </span>
            )}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button ref={addButton} variant="secondary" onClick={onAdd} disabled={!canAdd}>
          <Plus aria-hidden="true" />
          {m.hunts_add_step()}
        </Button>
        <Button ref={removeButton} variant="secondary" onClick={() => setConfirming(current)}>
          <Trash2 aria-hidden="true" />
          {m.hunts_remove_step_number({ number: current + 1 })}
        </Button>
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming !== null && (
          <DialogContent
            title={m.hunts_remove_step_title({ number: confirming + 1 })}
            description={
              steps.length > 1 ? m.hunts_remove_step_moves() : m.hunts_remove_step_clears()
            }
            onCloseAutoFocus={(event) => {
              // Opened without a Radix trigger, the dialog would leave focus on the page itself.
              // Cancelled, focus goes back to Remove Step; removed, that button names another
              // step, so focus goes to Add Step.
              event.preventDefault();
              (removed.current ? addButton : removeButton).current?.focus();
              removed.current = false;
            }}
          >
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">{m.hunts_cancel()}</Button>
              </DialogClose>
              <Button onClick={remove} variant="destructive">
                {m.hunts_remove_step()}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
