import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport with `threshold` of it visible (and
 * stays true): for what needn't load before the person scrolls to it.
 */
export function useNearViewport<T extends Element>(
  threshold: number,
  rootMargin: string,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, rootMargin]);

  return [ref, near];
}
