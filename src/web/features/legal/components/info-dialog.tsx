import type { ComponentType } from 'react';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { InstructionsContent } from '@/web/features/legal/content/instructions';
import { PricesContent } from '@/web/features/legal/content/prices';
import { PrivacyContent } from '@/web/features/legal/content/privacy';
import { TermsContent } from '@/web/features/legal/content/terms';
import { m } from '@/web/i18n/i18n';

export type InfoTopic = 'instructions' | 'prices' | 'terms' | 'privacy';

const topics: Record<InfoTopic, { title: () => string; content: ComponentType }> = {
  instructions: { title: m.legal_instructions_title, content: InstructionsContent },
  prices: { title: m.legal_prices_title, content: PricesContent },
  terms: { title: m.legal_terms_title, content: TermsContent },
  privacy: { title: m.legal_privacy_title, content: PrivacyContent },
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
        <DialogContent title={shown.title()}>
          <shown.content />
        </DialogContent>
      )}
    </Dialog>
  );
}
