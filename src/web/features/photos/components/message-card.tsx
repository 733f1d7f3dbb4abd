import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { MessageBadges, type MessageViewer } from '@/web/features/photos/components/message-badges';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type MessageCardProps = {
  photo: Photo;
  viewer: MessageViewer;
  /** Beside the thumbnail. Others' messages are titled by a heading that names the card. */
  title: ReactNode;
  titleIcon?: LucideIcon;
  /**
   * Names the card instead of its title, which then is plain text: the creator's own list
   * names each card by its secret ('Message: …'), clamped to two lines on screen.
   */
  label?: string;
  /** Lines under the title: where, who, when. */
  details?: ReactNode;
  /** Top right of the card: its share button. */
  corner?: ReactNode;
  /** Addressed to the viewer: highlighted and badged 'Just For You'. */
  forMe?: boolean;
  /** Badges after the shared ones. */
  badges?: ReactNode;
  onOpenPhoto: () => void;
  /** Under the badges: notices, the hint, actions. */
  children?: ReactNode;
};

/** What a list hands each card; the list's own card adds the rest. */
export type MessageCardItemProps = Pick<MessageCardProps, 'photo' | 'forMe' | 'onOpenPhoto'>;

/**
 * One hidden message in a list, for any list: nearby, books and magazines, or the creator's
 * own. The thumbnail opens the photo; what differs between lists comes in through the slots.
 */
export function MessageCard({
  photo,
  viewer,
  title,
  titleIcon: TitleIcon,
  label,
  details,
  corner,
  forMe = false,
  badges,
  onOpenPhoto,
  children,
}: MessageCardProps) {
  const titleId = `message-card-${photo.id}`;
  const icon = TitleIcon && (
    <TitleIcon
      aria-hidden="true"
      className={cn('size-4 shrink-0 text-primary', label !== undefined && 'mt-0.5')}
    />
  );
  return (
    <article
      aria-labelledby={label === undefined ? titleId : undefined}
      aria-label={label}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-surface p-3',
        forMe ? 'border-primary shadow-[0_0_0_1px_var(--color-primary)]' : 'border-border',
      )}
    >
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onOpenPhoto}
          aria-label={m.photos_view_photo()}
          className="size-20 shrink-0 overflow-hidden rounded-xl"
        >
          <PhotoImage src={photo.thumbnailUrl} alt="" className="size-full" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {label === undefined ? (
            <h3 id={titleId} className="flex items-center gap-1.5 font-semibold">
              {icon}
              <span className="truncate">{title}</span>
            </h3>
          ) : (
            <p className="flex items-start gap-1.5 text-sm font-semibold">
              {icon}
              <span className="line-clamp-2 break-words">{title}</span>
            </p>
          )}
          {details}
        </div>
        {corner}
      </div>
      <MessageBadges photo={photo} viewer={viewer} forMe={forMe}>
        {badges}
      </MessageBadges>
      {children}
    </article>
  );
}
