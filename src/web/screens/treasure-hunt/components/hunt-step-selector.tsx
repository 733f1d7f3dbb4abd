import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
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

/** The step selector: one button a step (a dot when complete), Add Step and Remove Step. */
export function HuntStepSelector({
  steps,
  current,
  onSelect,
  onAdd,
  onRemove,
  canAdd,
}: HuntStepSelectorProps) {
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
        <Button variant="secondary" onClick={onAdd} disabled={!canAdd}>
          <Plus aria-hidden="true" />
          Add Step
        </Button>
        <Button variant="secondary" onClick={() => onRemove(current)}>
          <Trash2 aria-hidden="true" />
          Remove Step {current + 1}
        </Button>
      </div>
    </div>
  );
}
