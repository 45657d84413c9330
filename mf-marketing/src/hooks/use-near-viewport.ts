import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (and stays true): lets
 * below-the-fold media and code (video posters, the booking form's chunk) load only when the
 * visitor gets close to them. Without IntersectionObserver it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin = '50% 0px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
