import type { Dispatch } from 'react';
import type { StepOrder } from '@/shared/contract/endpoints/hunts';
import { HUNT_MAX_HINT_COST_PERCENT } from '@/shared/rules/hunts';
import { SelectField, type SelectChoice } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import type { HuntEditor, HuntEditorAction } from '@/web/features/hunts/model/hunt-editor';
import { m } from '@/web/i18n/i18n';

/** The order choices, worded in the language in use. */
const orders = (): SelectChoice<StepOrder>[] => [
  { value: 'linear', label: m.hunts_order_linear_choice() },
  { value: 'free', label: m.hunts_order_free_choice() },
  { value: 'some', label: m.hunts_order_some_choice() },
];

/** The hunt's options beyond the document's: step order, hint price, time window. */
export function HuntOptionsFields({
  editor,
  dispatch,
}: {
  editor: HuntEditor;
  dispatch: Dispatch<HuntEditorAction>;
}) {
  const { options } = editor;
  const set = (change: Partial<HuntEditor['options']>) =>
    dispatch({ type: 'setOptions', options: change });
  return (
    <details className="rounded-xl border border-border bg-surface p-3">
      <summary className="cursor-pointer text-sm font-semibold">{m.hunts_options()}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <TextField
          label={m.hunts_description()}
          value={options.description}
          maxLength={500}
          onChange={(event) => set({ description: event.target.value })}
        />
        <SelectField
          id="hunt-step-order"
          label={m.hunts_step_order()}
          value={options.stepOrder}
          choices={orders()}
          onChange={(stepOrder) => set({ stepOrder })}
        />
        {options.stepOrder === 'some' && (
          <TextField
            label={m.hunts_steps_to_complete({ count: editor.steps.length })}
            type="number"
            min={1}
            max={editor.steps.length}
            value={options.requiredSteps}
            onChange={(event) =>
              set({ requiredSteps: Math.max(1, Number(event.target.value) || 1) })
            }
          />
        )}
        <TextField
          label={m.hunts_hint_cost()}
          type="number"
          min={0}
          max={HUNT_MAX_HINT_COST_PERCENT}
          value={options.hintCostPercent}
          onChange={(event) =>
            set({
              hintCostPercent: Math.min(
                HUNT_MAX_HINT_COST_PERCENT,
                Math.max(0, Math.round(Number(event.target.value) || 0)),
              ),
            })
          }
        />
        <TextField
          label={m.hunts_starts()}
          type="datetime-local"
          value={options.startsAt}
          onChange={(event) => set({ startsAt: event.target.value })}
        />
        <TextField
          label={m.hunts_ends()}
          type="datetime-local"
          value={options.endsAt}
          onChange={(event) => set({ endsAt: event.target.value })}
        />
      </div>
    </details>
  );
}
