import { BusyButton } from "./busy-button";

interface DeleteButtonProps {
  /** What is deleted, for the accessible name "Delete <name>". */
  name: string;
  busy: boolean;
  disabled?: boolean;
  title?: string;
  onClick: () => void;
}

/** The red Delete button of a table row. */
export function DeleteButton({ name, busy, disabled, title, onClick }: DeleteButtonProps) {
  return (
    <BusyButton
      className="btn btn--danger btn--sm"
      busy={busy}
      busyLabel="Deleting"
      disabled={disabled}
      title={title}
      aria-label={`Delete ${name}`}
      onClick={onClick}
    >
      Delete
    </BusyButton>
  );
}
