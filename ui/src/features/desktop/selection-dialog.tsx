import { useEffect, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { BusyButton } from "../../components/ui/busy-button";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api-error";
import { onDesktopCommand } from "./commands";

export interface SelectionAction {
  label: string;
  danger?: boolean;
  /** A question to confirm first, given how many are selected. */
  confirm?: (count: number) => string;
  /** Runs the bulk call and answers the success message. */
  run: (ids: number[]) => Promise<string>;
}

interface SelectionDialogProps<T> {
  title: string;
  open: boolean;
  onClose: () => void;
  /** Loads every item (all pages) when the dialog opens. */
  load: () => Promise<T[]>;
  idOf: (item: T) => number;
  render: (item: T) => ReactNode;
  /** Items that cannot be chosen (e.g. sold bikes for delete), with why. */
  locked?: (item: T) => string | null;
  actions: SelectionAction[];
  onChanged: () => void;
}

/** Multi-select over a whole list, then one bulk call for all chosen items (all or nothing). */
export function SelectionDialog<T>({ title, open, onClose, load, idOf, render, locked, actions, onChanged }: SelectionDialogProps<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setItems(null);
    setChosen(new Set());
    load().then(
      (all) => live && setItems(all),
      (error: unknown) => {
        toast.error(errorMessage(error));
        if (live) setItems([]);
      },
    );
    return () => {
      live = false;
    };
  }, [open, load, version]);

  const selectable = (items ?? []).filter((item) => !locked?.(item)).map(idOf);
  const allChosen = selectable.length > 0 && selectable.every((id) => chosen.has(id));
  const toggleAll = () => setChosen(allChosen ? new Set() : new Set(selectable));
  useEffect(() => (open ? onDesktopCommand("select-all", () => setChosen(new Set(selectable))) : undefined));

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const perform = async (action: SelectionAction) => {
    const ids = [...chosen];
    if (action.confirm && !window.confirm(action.confirm(ids.length))) return;
    setBusy(action.label);
    try {
      toast.success(await action.run(ids));
      onChanged();
      setVersion((v) => v + 1);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {items === null ? (
        <Spinner label="Loading" />
      ) : (
        <div className="desk-select">
          <label className="desk-select__all">
            <input type="checkbox" checked={allChosen} onChange={toggleAll} disabled={!selectable.length} /> Select all ({selectable.length})
          </label>
          <ul className="desk-select__list" aria-label={title}>
            {items.map((item) => {
              const id = idOf(item);
              const reason = locked?.(item) ?? null;
              return (
                <li key={id} className={reason ? "desk-select__item desk-select__item--locked" : "desk-select__item"}>
                  <label title={reason ?? undefined}>
                    <input type="checkbox" checked={chosen.has(id)} disabled={!!reason} onChange={() => toggle(id)} />
                    {render(item)}
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="actions-row">
            <span className="muted" aria-live="polite">
              {chosen.size} selected
            </span>
            {actions.map((action) => (
              <BusyButton
                key={action.label}
                className={`btn btn--sm ${action.danger ? "btn--danger" : "btn--dark"}`}
                busy={busy === action.label}
                busyLabel={action.label}
                disabled={!chosen.size || busy !== null}
                onClick={() => void perform(action)}
              >
                {action.label}
              </BusyButton>
            ))}
          </div>
        </div>
      )}
    </Dialog>
  );
}
