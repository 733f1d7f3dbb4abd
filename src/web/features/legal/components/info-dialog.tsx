import type { ComponentType } from 'react';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { InstructionsContent } from '@/web/features/legal/content/instructions';
import { PricesContent } from '@/web/features/legal/content/prices';
import { PrivacyContent } from '@/web/features/legal/content/privacy';
import { TermsContent } from '@/web/features/legal/content/terms';

export type InfoTopic = 'instructions' | 'prices' | 'terms' | 'privacy';

const topics: Record<InfoTopic, { title: string; content: ComponentType }> = {
  instructions: { title: 'Instructions', content: InstructionsContent },
  prices: { title: 'Prices', content: PricesContent },
  terms: { title: 'Terms of Service', content: TermsContent },
  privacy: { title: 'Privacy Policy', content: PrivacyContent },
};

export type InfoDialogProps = {
  /** The text shown; the dialog is closed while null. */
  topic: InfoTopic | null;
  onClose: () => void;
};

/** One of the app's texts (its instructions, prices, terms or privacy policy) in a dialog. */
export function InfoDialog({ topic, onClose }: InfoDialogProps) {
  const shown = topic ? topics[topic] : null;
  return (
    <Dialog open={shown !== null} onOpenChange={whenClosed(onClose)}>
      {shown && (
        <DialogContent title={shown.title}>
          <shown.content />
        </DialogContent>
      )}
    </Dialog>
  );
}
