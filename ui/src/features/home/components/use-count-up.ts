import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "../../../lib/use-reduced-motion";

/**
 * Counts from 0 to `target` over `durationMs` once the element becomes visible. Under
 * prefers-reduced-motion there is no count: the final figure shows at once.
 */
export function useCountUp<E extends Element>(target: number, durationMs: number) {
  const ref = useRef<E>(null);
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element || reduced) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs);
        setValue(Math.round(target * (1 - Math.pow(1 - progress, 3))));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target, durationMs, reduced]);

  return { ref, value: reduced ? target : value };
}
