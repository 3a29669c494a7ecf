import { useState } from "react";

/**
 * For a page whose largest paint is one picture that a heavier widget (a swiper) later takes over:
 * `shown` turns true once that picture has loaded (give it `onLoad`) and the frame showing it has
 * been painted. Mounting the widget only then keeps its script off the path to that paint (the
 * largest contentful paint, docs/benchmarks.md). A picture that fails still fires load on its
 * placeholder (components/ui/bike-image.tsx), so the widget always comes.
 */
export function useAfterFirstPaint() {
  const [shown, setShown] = useState(false);
  // requestAnimationFrame runs before the next frame is painted; the timeout, after it.
  const onLoad = () => requestAnimationFrame(() => setTimeout(() => setShown(true)));
  return { shown, onLoad };
}
