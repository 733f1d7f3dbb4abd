import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { isStepComplete } from '@/web/features/hunts/model/hunt-checks';
import type { HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import { cn } from '@/web/lib/cn';

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
      <div role="group" aria-label="Steps" className="flex flex-wrap gap-2">
        {steps.map((step, index) => (
          <Button
            key={index}
            variant={index === current ? 'primary' : 'secondary'}
            aria-pressed={index === current}
            onClick={() => onSelect(index)}
            className="px-3"
          >
            Step {index + 1}
            {isStepComplete(step) && (
              <span
                className={cn(
                  'size-2 rounded-full',
                  index === current ? 'bg-primary-fg' : 'bg-primary',
                )}
              >
                <span className="sr-only">(complete)</span>
              </span>
            )}
          </Button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button ref={addButton} variant="secondary" onClick={onAdd} disabled={!canAdd}>
          <Plus aria-hidden="true" />
          Add Step
        </Button>
        <Button ref={removeButton} variant="secondary" onClick={() => setConfirming(current)}>
          <Trash2 aria-hidden="true" />
          Remove Step {current + 1}
        </Button>
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        {confirming !== null && (
          <DialogContent
            title={`Remove Step ${confirming + 1}?`}
            description={
              steps.length > 1
                ? 'Its photo, place, message and hints are removed from this hunt, and the steps after it move up.'
                : 'Its photo, place, message and hints are cleared.'
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
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button onClick={remove} variant="destructive">
                Remove Step
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
