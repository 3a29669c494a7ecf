import { useId } from "react";
import { LOCKED_MAIL_KINDS, MAIL_KIND_TEXT, type MailKind } from "../../../../../edge-api/src/schemas/email";
import "./email.css";

/**
 * One kind of email as a switch: its name is the switch's label, what it covers its description
 * (MAIL_KIND_TEXT). A locked kind (payments) is on and cannot be switched off.
 */
export function MailKindSwitch({ kind, on, onChange }: { kind: MailKind; on: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  const { label, about } = MAIL_KIND_TEXT[kind];
  const locked = LOCKED_MAIL_KINDS.has(kind);
  return (
    <label className={`switch mail-switch${locked ? " mail-switch--locked" : ""}`}>
      <input
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={locked || on}
        disabled={locked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-about`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="switch__track" aria-hidden="true" />
      <span className="switch__label" id={`${id}-label`}>
        {label}
      </span>
      <span className="switch__hint" id={`${id}-about`}>
        {about}
      </span>
    </label>
  );
}
