import { useCallback, useState, type ReactElement, type ReactNode, type RefCallback } from "react";
import { afterNextFrame } from "./after-next-frame";
import { LazyPart } from "./lazy-part";
import { inServerDrawnPage } from "./taken-over";

/**
 * For a page whose largest paint is one picture that a heavier widget (a swiper) later takes over:
 * shows `picture` alone until it has loaded (it calls `onLoad`) and the frame showing it has been
 * painted, then `widget` in its place, with `picture` meanwhile while the widget's code loads.
 * Mounting the widget only then keeps its script off the path to that paint (the largest
 * contentful paint, docs/benchmarks.md). A picture that fails still fires load on its placeholder
 * (components/ui/bike-image.tsx), so the widget always comes. In a page the Worker rendered, the
 * picture may have loaded before the app took the page over, with no load event left to come:
 * `ref` (on the <img>) sees it complete then.
 *
 * A page the Worker rendered has the widget in its HTML already, taken over in place once its code
 * has loaded: swapping a new <img> in would be a second, later largest paint.
 */
export function AfterFirstPaint({
  picture,
  widget,
}: {
  picture: (onLoad: () => void, ref: RefCallback<HTMLImageElement>) => ReactElement;
  widget: ReactNode;
}) {
  const [drawnOnServer] = useState(inServerDrawnPage);
  const [painted, setPainted] = useState(false);
  const onLoad = useCallback(() => afterNextFrame(() => setPainted(true)), []);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete) onLoad();
    },
    [onLoad],
  );
  const first = picture(onLoad, ref);
  if (!painted && !drawnOnServer) return first;
  return <LazyPart fallback={first}>{widget}</LazyPart>;
}
