import { useEffect, useState } from "react";

const looksLikeUrl = (value: string) => /^https?:\/\/\S+$/i.test(value) || /^\/\S+$/.test(value);

/** A small preview of the picture a seller typed, so a broken link shows before submitting. */
export function ImagePreview({ url }: { url: string | undefined }) {
  const [failed, setFailed] = useState(false);
  const value = url?.trim() ?? "";
  useEffect(() => {
    setFailed(false);
  }, [value]);
  if (!looksLikeUrl(value)) return null;
  return (
    <div className="image-preview">
      {failed ? (
        <p className="field__error">This picture could not be loaded. Check the link.</p>
      ) : (
        <img src={value} alt="Preview of the bike's picture" width={160} height={120} onError={() => setFailed(true)} />
      )}
    </div>
  );
}
