/**
 * Runs `run` just after the browser paints its next frame: requestAnimationFrame runs before the
 * paint, the timeout after it. A tab that paints nothing (hidden) runs it after `fallbackMs`, if given.
 */
export function afterNextFrame(run: () => void, fallbackMs?: number): void {
  let ran = false;
  const once = () => {
    if (!ran) run();
    ran = true;
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  if (fallbackMs !== undefined) setTimeout(once, fallbackMs);
}
