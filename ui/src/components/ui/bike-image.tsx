import { useCallback, useState, type ImgHTMLAttributes, type Ref } from "react";

/**
 * A blank 4:3 picture in place of one that failed; ui.css draws the neutral frame and icon around it
 * (img[data-image-fallback]). Inline, so it needs no request and the CSP allows it (img-src data:,
 * edge-api/src/lib/platform/security-policy.ts); the drawing lives in CSS to keep the first-load JS small.
 */
const PLACEHOLDER = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='4' height='3'/%3E";

interface BikeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> {
  /** The picture; none (a removed listing's) shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  ref?: Ref<HTMLImageElement>;
}

/**
 * Every picture of the site (bikes, banners, thumbnails, blog posts): when it fails to load, the
 * same <img> (alt, size, class and loading attributes kept) shows a placeholder instead of the
 * browser's broken-image icon, marked `data-image-fallback` (styled in ui.css). In a page the
 * Worker rendered, a picture may have failed before the app took the page over, with no error
 * event left to come: seen then as complete with no width.
 */
export function BikeImage({ src, srcSet, ref, ...props }: BikeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && src && image.complete && image.naturalWidth === 0 && image.getAttribute("src") === src) setFailed(src);
      if (typeof ref === "function") ref(image);
      else if (ref) ref.current = image;
    },
    [src, ref],
  );
  return (
    <img
      {...props}
      ref={attach}
      src={broken ? PLACEHOLDER : src}
      // A srcset would win over the placeholder: it goes with the picture that failed.
      srcSet={broken ? undefined : srcSet}
      data-image-fallback={broken ? "" : undefined}
      onError={() => setFailed(src ?? null)}
    />
  );
}
