import { useCallback, useRef, useState, type ReactNode } from "react";
import { Dialog } from "./dialog";
import "./confirm-dialog.css";

/** A question asked before a change that cannot be undone: what goes, and what else goes with it. */
export interface Confirmation {
  /** The question, e.g. `Delete "Yamaha R15"?` (also the dialog's accessible name). */
  title: string;
  /** What else goes with the record, one line each (what the server really removes with it). */
  consequences?: string[];
  /** A closing line, e.g. what stays on record or "This cannot be undone." */
  note?: string;
  /** The confirming button's text, e.g. "Delete". */
  confirmLabel: string;
}

/**
 * Asks in the app's own dialog instead of the browser's `window.confirm` (which cannot say what
 * goes with a record, looks foreign, and is blocked in some embeddings): `await confirm({...})`
 * answers true only when the person confirmed. Render `dialog` once where the hook is used.
 */
export function useConfirm(): { confirm: (question: Confirmation) => Promise<boolean>; dialog: ReactNode; asking: boolean } {
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    // Closing the native dialog fires onClose after a confirm too: the first answer counts.
    answer.current?.(confirmed);
    answer.current = null;
    setQuestion(null);
  }, []);

  const confirm = useCallback((next: Confirmation) => {
    answer.current?.(false);
    setQuestion(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const dialog = (
    <Dialog open={question !== null} title={question?.title ?? ""} onClose={() => settle(false)}>
      {question && (
        <div className="confirm">
          {question.consequences && question.consequences.length > 0 && (
            <>
              <p>This also removes:</p>
              <ul className="confirm__list">
                {question.consequences.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {question.note && <p className="muted">{question.note}</p>}
          <div className="actions-row confirm__actions">
            <button type="button" className="btn btn--outline" onClick={() => settle(false)}>
              Cancel
            </button>
            <button type="button" className="btn btn--danger" onClick={() => settle(true)}>
              {question.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );

  return { confirm, dialog, asking: question !== null };
}
