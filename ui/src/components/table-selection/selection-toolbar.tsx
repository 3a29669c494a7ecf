import { useEffect, useState } from "react";
import { toast } from "../../lib/toast";
import { MAX_BULK_IDS } from "../../../../edge-api/src/schemas/bulk-limits";
import { errorMessage } from "../../lib/api-error";
import { BusyButton } from "../ui/busy-button";
import { useConfirm, type Confirmation } from "../ui/confirm-dialog";
import type { TableSelection } from "./use-table-selection";
import "./table-selection.css";

export interface SelectionAction {
  label: string;
  danger?: boolean;
  /**
   * A question to confirm first in the app's dialog, for the selected ids; it may ask the server
   * first (e.g. how many buyers a delete will notify) while the button shows it is busy.
   */
  confirm?: (ids: number[]) => Confirmation | Promise<Confirmation>;
  /** Runs the bulk call (one request, all or nothing), refreshes the lists it changed and answers the success message. */
  run: (ids: number[]) => Promise<string>;
}

interface SelectionToolbarProps {
  selection: TableSelection;
  noun: string;
  actions: SelectionAction[];
  /** More rows exist beyond the loaded pages: offer to load them all before selecting. */
  hasMore: boolean;
  loadAll: () => Promise<void>;
}

/** What to do with the chosen rows: one bulk request per action, then the table shows the change. */
export function SelectionToolbar({ selection, noun, actions, hasMore, loadAll }: SelectionToolbarProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [pendingSelectAll, setPendingSelectAll] = useState(false);
  const count = selection.selected.size;
  const tooMany = count > MAX_BULK_IDS;
  const { confirm, dialog } = useConfirm();

  const perform = async (action: SelectionAction) => {
    const ids = [...selection.selected];
    setBusy(action.label);
    try {
      if (action.confirm) {
        const question = await action.confirm(ids);
        setBusy(null);
        if (!(await confirm(question))) return;
        setBusy(action.label);
      }
      toast.success(await action.run(ids));
      selection.clear();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const selectEverything = async () => {
    setBusy("load-all");
    try {
      await loadAll();
      // The rows arrive with the next render; Select all then covers them (see the effect below).
      setPendingSelectAll(true);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  useEffect(() => {
    if (pendingSelectAll && !hasMore) {
      setPendingSelectAll(false);
      selection.setAll(true);
    }
  }, [pendingSelectAll, hasMore, selection]);

  return (
    <>
      <div className="select-bar" role="toolbar" aria-label={`Selected ${noun}`}>
        <span className="select-bar__count" aria-live="polite">
          {count ? `${count} selected` : `Select ${noun} with the checkboxes (Shift-click for a range, Ctrl+Shift+A for all loaded)`}
        </span>
        {tooMany && <span className="field__error">Choose at most {MAX_BULK_IDS} at once.</span>}
        {hasMore && (
          <BusyButton
            className="btn btn--outline btn--sm"
            busy={busy === "load-all"}
            busyLabel="Loading every page"
            disabled={busy !== null}
            onClick={() => void selectEverything()}
          >
            Load and select all
          </BusyButton>
        )}
        {count > 0 && (
          <>
            {actions.map((action) => (
              <BusyButton
                key={action.label}
                className={`btn btn--sm ${action.danger ? "btn--danger" : "btn--dark"}`}
                busy={busy === action.label}
                busyLabel={action.label}
                disabled={tooMany || busy !== null}
                onClick={() => void perform(action)}
              >
                {action.label}
              </BusyButton>
            ))}
            <button type="button" className="btn btn--ghost btn--sm" onClick={selection.clear} disabled={busy !== null} title="Esc">
              Clear selection
            </button>
          </>
        )}
      </div>
      {dialog}
    </>
  );
}
