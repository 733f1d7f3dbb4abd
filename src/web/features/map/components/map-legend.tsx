import { POINT_STYLES, type PointStatus } from '@/web/features/map/model/map-points';
import { m } from '@/web/i18n/i18n';

const ORDER: PointStatus[] = ['open', 'found', 'own', 'closed'];

/** What the colours mean, in words (colour alone tells nothing to some users). */
export function MapLegend({ withUser }: { withUser: boolean }) {
  return (
    <ul
      aria-label={m.map_legend_label()}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
    >
      {withUser && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-[#60a5fa]" />
          {m.map_legend_you()}
        </li>
      )}
      {withUser && (
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full border border-dashed border-primary"
          />
          {m.map_legend_range()}
        </li>
      )}
      {ORDER.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: POINT_STYLES[status].colour }}
          />
          {POINT_STYLES[status].legend()}
        </li>
      ))}
    </ul>
  );
}
