import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `delayMs` (a slider being dragged or a select stepped
 * through makes one request when it settles, not one per step), and whether it is still settling.
 * Compared with Object.is: pass a string or number, not an object made anew each render.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, boolean] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [settled, !Object.is(settled, value)];
}
