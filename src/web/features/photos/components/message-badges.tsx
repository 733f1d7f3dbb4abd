import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { MySpaceBadgeView } from '@/web/features/photos/components/my-space-badge';
import { PhotoStatusBadge } from '@/web/features/photos/components/photo-status-badge';
import { RewardBadge } from '@/web/features/photos/components/reward-badge';
import { ScansLeftBadge } from '@/web/features/photos/components/scans-left-badge';
import { m } from '@/web/i18n/i18n';

/**
 * Who is looking: others see where discovery stands (New, Linked, Unlocked); the creator sees
 * where their message stands (Hidden, Discovered, Needs Top-up).
 */
export type MessageViewer = 'finder' | 'owner';

export type MessageBadgesProps = {
  photo: Photo;
  viewer: MessageViewer;
  /** Addressed to the viewer: 'Just For You' comes first. */
  forMe?: boolean;
  /** Badges after the shared ones. */
  children?: ReactNode;
};

/** A message's badges: its status for this viewer, scans left and the reward per scan. */
export function MessageBadges({ photo, viewer, forMe = false, children }: MessageBadgesProps) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {forMe && (
        <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
          <Heart aria-hidden="true" className="size-3.5" />
          {m.photos_just_for_you()}
        </span>
      )}
      {viewer === 'owner' ? <MySpaceBadgeView photo={photo} /> : <PhotoStatusBadge photo={photo} />}
      <ScansLeftBadge photo={photo} />
      <RewardBadge hasRewards={photo.hasRewards} rewardPerScan={photo.rewardPerScan} />
      {children}
    </div>
  );
}
