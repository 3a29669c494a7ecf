import { useCallback, useEffect, useRef, useState } from "react";
import type { BikePhoto } from "../../../../../../edge-api/src/schemas/bike";
import { errorMessage, isRetryable } from "../../../../lib/api-error";
import { ImageProblem, originalProblem, preparePhoto } from "../../../../lib/images/resize";
import { uploadPhoto } from "../api/upload-photo";

/** A picked photo on its way to the server: resized in the browser, then its two images uploaded. */
export interface PendingPhoto {
  id: number;
  name: string;
  status: "waiting" | "preparing" | "uploading" | "failed";
  /** Bytes sent of both images, 0–100. */
  percent: number;
  /** The card variant once prepared (an object URL), for the preview. */
  preview?: string;
  error?: string;
  /** A failed photo that trying again may save (a network or server hiccup); an unreadable one is not. */
  retryable?: boolean;
}

interface Job {
  file: File;
  controller: AbortController;
}

let nextId = 1;

/**
 * The photos a seller picked that are not on the listing yet. One at a time (decoding a camera's
 * photo takes memory, and the upload rate is limited), each is resized and re-encoded
 * (lib/images/resize.ts), then its full image and card variant are uploaded with progress; when
 * both are stored, `onUploaded` adds it to the listing's photos. A failure stays in the list with
 * its message until it is retried or removed.
 */
export function usePhotoUploads(onUploaded: (photo: BikePhoto) => void) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const jobs = useRef(new Map<number, Job>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });

  const update = useCallback((id: number, change: Partial<PendingPhoto>) => {
    setPending((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const drop = useCallback((id: number) => {
    jobs.current.get(id)?.controller.abort();
    jobs.current.delete(id);
    setPending((list) => {
      const gone = list.find((item) => item.id === id);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return list.filter((item) => item.id !== id);
    });
  }, []);

  const prepareAndUpload = useCallback(
    async (id: number) => {
      const job = jobs.current.get(id);
      if (!job || job.controller.signal.aborted) return;
      const { signal } = job.controller;
      try {
        update(id, { status: "preparing", percent: 0, error: undefined });
        const { full, card } = await preparePhoto(job.file);
        if (signal.aborted) return;
        const preview = URL.createObjectURL(card.blob);
        setPending((list) =>
          list.map((item) => {
            if (item.id !== id) return item;
            if (item.preview) URL.revokeObjectURL(item.preview);
            return { ...item, status: "uploading", preview };
          }),
        );
        const total = full.blob.size + card.blob.size;
        const sent = { full: 0, card: 0 };
        const progress = (part: keyof typeof sent) => (bytes: number) => {
          sent[part] = bytes;
          update(id, { percent: Math.min(100, Math.round(((sent.full + sent.card) / total) * 100)) });
        };
        const [{ url }, { url: cardUrl }] = await Promise.all([
          uploadPhoto(full.blob, progress("full"), signal),
          uploadPhoto(card.blob, progress("card"), signal),
        ]);
        if (signal.aborted) return;
        uploaded.current({ url, cardUrl });
        drop(id);
      } catch (failure) {
        if (signal.aborted) return;
        // An image neither the browser nor the server can read stays unreadable; anything else may pass next time.
        const retryable = !(failure instanceof ImageProblem) && isRetryable(failure);
        const message = failure instanceof ImageProblem ? failure.message : errorMessage(failure);
        update(id, { status: "failed", error: message, retryable });
      }
    },
    [drop, update],
  );

  const enqueue = useCallback(
    (id: number) => {
      queue.current = queue.current.then(() => prepareAndUpload(id));
    },
    [prepareAndUpload],
  );

  /** Starts on the files picked; answers the ones refused before reading them, with why. */
  const add = useCallback(
    (files: File[]) => {
      const refused: string[] = [];
      const accepted: PendingPhoto[] = [];
      for (const file of files) {
        const problem = originalProblem(file);
        if (problem) {
          refused.push(`${file.name}: ${problem}`);
          continue;
        }
        const id = nextId++;
        jobs.current.set(id, { file, controller: new AbortController() });
        accepted.push({ id, name: file.name, status: "waiting", percent: 0 });
      }
      setPending((list) => [...list, ...accepted]);
      for (const item of accepted) enqueue(item.id);
      return refused;
    },
    [enqueue],
  );

  const retry = useCallback(
    (id: number) => {
      const job = jobs.current.get(id);
      if (!job) return;
      job.controller = new AbortController();
      update(id, { status: "waiting", percent: 0, error: undefined });
      enqueue(id);
    },
    [enqueue, update],
  );

  // Leaving the form cancels what is still uploading.
  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const job of running.values()) job.controller.abort();
    };
  }, []);

  return { pending, add, retry, remove: drop };
}
