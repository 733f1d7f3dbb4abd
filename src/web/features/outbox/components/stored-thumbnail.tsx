import { useCallback } from 'react';

/**
 * A photo kept on the phone, small. Its object URL lives exactly as long as the <img> it is
 * set on (a React 19 ref with a cleanup), so nothing leaks when the entry goes.
 */
export function StoredThumbnail({
  photo,
  alt = '',
  className = 'size-10 shrink-0 rounded-lg bg-surface-raised object-cover',
}: {
  photo: Blob;
  alt?: string;
  className?: string;
}) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(photo);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [photo],
  );
  return <img ref={show} alt={alt} className={className} />;
}
