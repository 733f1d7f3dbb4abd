import { POINT_STYLES, type PointStatus } from '@/web/features/map/model/map-points';

const ORDER: PointStatus[] = ['open', 'found', 'own', 'closed'];

/** What the colours mean, in words (colour alone tells nothing to some users). */
export function MapLegend({ withUser }: { withUser: boolean }) {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {withUser && (
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-full bg-[#60a5fa]" />
          You, with your location's accuracy
        </li>
      )}
      {withUser && (
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full border border-dashed border-primary"
          />
          100 m: where a scan can discover
        </li>
      )}
      {ORDER.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-full"
            style={{ backgroundColor: POINT_STYLES[status].colour }}
          />
          {POINT_STYLES[status].legend}
        </li>
      ))}
    </ul>
  );
}
