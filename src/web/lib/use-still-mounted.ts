import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component is still on screen, asked after an await: a request answered once the
 * user has left must not take them back (a navigate works from anywhere, mounted or not).
 */
export function useStillMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
