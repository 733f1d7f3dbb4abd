import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { m } from '@/web/i18n/i18n';

type Props = {
  open: boolean;
  /** The button that goes ahead: 'Leave', 'Start New Hunt' or 'Open Draft' (My Space). */
  action: 'leave' | 'new' | 'open';
  onStay: () => void;
  onConfirm: () => void;
  /** Closed without an answer (Escape, Back, the close button); by default as `onStay`. */
  onDismiss?: () => void;
};

/**
 * Asked before the editor's unsaved changes are left behind (issue 19, point 2): leaving the
 * editor, starting a new hunt, or opening another draft from My Space.
 */
export function UnsavedChangesDialog({ open, action, onStay, onConfirm, onDismiss }: Props) {
  return (
    <Dialog open={open} onOpenChange={whenClosed(onDismiss ?? onStay)}>
      <DialogContent
        title={m.hunts_unsaved_title()}
        description={
          action === 'leave'
            ? m.hunts_unsaved_leave_description()
            : action === 'new'
              ? m.hunts_unsaved_new_description()
              : m.hunts_unsaved_open_description()
        }
      >
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onStay}>
            {m.hunts_unsaved_keep_editing()}
          </Button>
          <Button onClick={onConfirm}>
            {action === 'leave'
              ? m.hunts_unsaved_leave()
              : action === 'new'
                ? m.hunts_unsaved_start_new()
                : m.hunts_unsaved_open_draft()}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
