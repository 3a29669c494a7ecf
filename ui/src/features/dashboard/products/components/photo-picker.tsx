import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { MAX_BIKE_PHOTOS, type BikePhoto } from "../../../../../../edge-api/src/schemas/bike";
import { pluralize } from "../../../../lib/english";
import { usePhotoUploads } from "./use-photo-uploads";

interface PhotoPickerProps {
  /** The listing's photos, in order; the first is the cover. */
  photos: BikePhoto[];
  onChange: (photos: BikePhoto[]) => void;
  /** A photo finished uploading: append it to the latest photos (several may finish in a row). */
  onUploaded: (photo: BikePhoto) => void;
  /** How many photos are still on their way (the form waits for them). */
  onPendingChange: (count: number) => void;
  error?: string;
}

type Action = "left" | "right" | "cover" | "remove";

/**
 * Add product / Edit photos (#13 point 2): up to 10, the first is the cover. The seller adds them
 * from files (resized in the browser, each with its own progress bar), moves them with buttons —
 * so it works from the keyboard — makes one the cover, and removes them. Each change is read out
 * by a live region, and focus stays on the button that was pressed as its photo moves.
 */
export function PhotoPicker({ photos, onChange, onUploaded, onPendingChange, error }: PhotoPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { pending, add, retry, remove } = usePhotoUploads(onUploaded);
  const [notice, setNotice] = useState("");
  const [refused, setRefused] = useState<string[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ url: string; action: Action } | null>(null);
  const room = MAX_BIKE_PHOTOS - photos.length - pending.length;

  // Only photos still on their way hold the form back: a failed one is simply not saved (#33).
  const inFlight = pending.filter((item) => item.status !== "failed").length;
  useEffect(() => onPendingChange(inFlight), [inFlight, onPendingChange]);

  // After a move the photo's element moved too: put focus back on the button that was pressed (or
  // on another of its buttons when that one is now disabled, e.g. "Move left" at the start).
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (!target || !listRef.current) return;
    const item = [...listRef.current.querySelectorAll<HTMLElement>("[data-photo-url]")].find((el) => el.dataset.photoUrl === target.url);
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    (buttons.find((b) => b.dataset.action === target.action && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  }, [photos]);

  const change = (next: BikePhoto[], message: string, focus?: { url: string; action: Action }) => {
    refocus.current = focus ?? null;
    onChange(next);
    setNotice(message);
  };

  const move = (from: number, to: number, action: Action) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    change(next, to === 0 ? `Photo ${from + 1} is now the cover.` : `Photo ${from + 1} moved to position ${to + 1}.`, {
      url: photo!.url,
      action,
    });
  };

  const removeAt = (index: number) => {
    const next = photos.filter((_, i) => i !== index);
    change(next, `Photo ${index + 1} removed.${index === 0 && next.length ? " The next photo is now the cover." : ""}`);
    // Focus goes to the add button's input rather than being lost with the removed photo.
    document.getElementById(inputId)?.focus();
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    if (!files.length) return;
    const taken = files.slice(0, Math.max(0, room));
    const problems = add(taken);
    const started = taken.length - problems.length;
    const left = files.length - taken.length;
    if (left > 0) problems.push(`A bike can have ${MAX_BIKE_PHOTOS} photos: ${pluralize(left, "photo")} not added.`);
    setRefused(problems);
    if (started) setNotice(`Uploading ${pluralize(started, "photo")}.`);
  };

  const messages = [...(error ? [error] : []), ...refused];

  return (
    <fieldset className="photo-picker field--wide" aria-describedby={`${hintId}${messages.length ? ` ${errorId}` : ""}`}>
      <legend className="field__label">Photos</legend>
      <p className="field__hint" id={hintId}>
        Up to {MAX_BIKE_PHOTOS} photos; the first is the cover. They are resized in your browser and their camera data (such as GPS
        location) is removed before they are uploaded.
      </p>
      {(photos.length > 0 || pending.length > 0) && (
        <ol className="photo-picker__list" ref={listRef} aria-label="Photos of the bike">
          {photos.map((photo, index) => (
            <li key={photo.url} className="photo-picker__item" data-photo-url={photo.url}>
              <div className="photo-picker__thumb">
                <img
                  src={photo.cardUrl ?? photo.url}
                  alt={`Photo ${index + 1}${index === 0 ? ", the cover" : ""}`}
                  width={160}
                  height={120}
                />
                {index === 0 && <span className="badge photo-picker__cover">Cover</span>}
              </div>
              <div className="photo-picker__actions">
                <button
                  type="button"
                  className="btn btn--sm btn--outline"
                  data-action="left"
                  aria-label={`Move photo ${index + 1} left`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, "left")}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  className="btn btn--sm btn--outline"
                  data-action="right"
                  aria-label={`Move photo ${index + 1} right`}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1, "right")}
                >
                  <span aria-hidden="true">→</span>
                </button>
                {index > 0 && (
                  <button
                    type="button"
                    className="btn btn--sm btn--outline"
                    data-action="cover"
                    aria-label={`Make cover: photo ${index + 1}`}
                    onClick={() => move(index, 0, "cover")}
                  >
                    Make cover
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--sm btn--danger"
                  data-action="remove"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => removeAt(index)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
          {pending.map((item) => (
            <li key={`pending-${item.id}`} className="photo-picker__item photo-picker__item--pending">
              <div className="photo-picker__thumb">
                {item.preview ? <img src={item.preview} alt={`${item.name}, uploading`} width={160} height={120} /> : null}
              </div>
              {item.status === "failed" ? (
                <div className="photo-picker__failed">
                  <p className="field__error" role="alert">
                    {item.name}: {item.error} {item.retryable ? "" : "It will not be saved with the listing."}
                  </p>
                  <div className="photo-picker__actions">
                    {item.retryable && (
                      <button type="button" className="btn btn--sm btn--outline" onClick={() => retry(item.id)}>
                        Retry <span className="visually-hidden">{item.name}</span>
                      </button>
                    )}
                    <button type="button" className="btn btn--sm btn--danger" onClick={() => remove(item.id)}>
                      Remove <span className="visually-hidden">{item.name}</span>
                    </button>
                  </div>
                </div>
              ) : (
                <div className="photo-picker__progress">
                  <progress
                    max={100}
                    value={item.status === "uploading" ? item.percent : undefined}
                    aria-label={`Uploading ${item.name}`}
                  />
                  <span className="muted" aria-hidden="true">
                    {item.status === "uploading" ? `${item.percent}%` : item.status === "preparing" ? "Preparing…" : "Waiting…"}
                  </span>
                  <button type="button" className="btn btn--sm btn--outline" onClick={() => remove(item.id)}>
                    Cancel <span className="visually-hidden">{item.name}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="photo-picker__add">
        {/* The input is hidden under its label, which looks like a button; focus shows on the label. */}
        <input
          id={inputId}
          className="photo-picker__input"
          type="file"
          accept="image/*"
          multiple
          disabled={room <= 0}
          aria-describedby={hintId}
          onChange={onFiles}
        />
        <label className="btn btn--outline photo-picker__add-label" htmlFor={inputId} aria-disabled={room <= 0 || undefined}>
          Add photos
        </label>
        <span className="muted">
          {photos.length} of {MAX_BIKE_PHOTOS}
          {pending.length > 0 && `, ${pending.length} uploading`}
        </span>
      </div>
      {messages.length > 0 && (
        <div id={errorId} role="alert">
          {messages.map((message) => (
            <p key={message} className="field__error">
              {message}
            </p>
          ))}
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
    </fieldset>
  );
}
