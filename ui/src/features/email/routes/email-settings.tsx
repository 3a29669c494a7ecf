import { MAIL_KINDS, type EmailPreferences, type MailKind } from "../../../../../edge-api/src/schemas/email";
import { ErrorState } from "../../../components/ui/error-state";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { usePageTitle } from "../../../lib/use-page-title";
import { switchedOff, useEmailPreferences, useSaveEmailSwitch } from "../api/email-preferences";
import { MailKindSwitch } from "../components/mail-kind-switch";
import { saveErrorMessage } from "../utils/mail-kinds";
import "../components/email.css";

/** One toast each: flipping several switches updates it rather than stacking them. */
const SAVED_TOAST = "email-settings-saved";
const ERROR_TOAST = "email-settings-error";

/** /dashboard/email-settings (every role, #37): which address mail goes to, and one switch per kind of email. */
export default function EmailSettings() {
  usePageTitle("Email settings");
  const preferences = useEmailPreferences();
  return (
    <section>
      <PageHead
        title="Email settings"
        lead="Choose which emails MotoMart sends you. What you switch off still reaches your notifications."
      />
      {preferences.data ? (
        <EmailSwitches preferences={preferences.data} />
      ) : preferences.error ? (
        <ErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <LoadingBlock label="Loading your email settings" />
      )}
    </section>
  );
}

function EmailSwitches({ preferences }: { preferences: EmailPreferences }) {
  const { save, pending } = useSaveEmailSwitch();
  // What the server has, with the changes on their way: a switch moves as soon as it is flipped.
  const off = new Set(switchedOff(preferences.off, pending));

  const change = async (kind: MailKind, on: boolean) => {
    toast.remove(ERROR_TOAST);
    try {
      await save({ kind, on });
      toast.success("Email settings saved.", { id: SAVED_TOAST });
    } catch (error) {
      // The switch goes back to what is saved; the other changes stand.
      toast.error(saveErrorMessage(error), { id: ERROR_TOAST });
    }
  };

  return (
    <>
      <p className="email-settings__address">
        Emails go to <strong>{preferences.email}</strong>.
      </p>
      {preferences.bounced && (
        <p className="notice notice--warn email-settings__bounced">
          Emails to {preferences.email} could not be delivered, so none are sent. Notifications still arrive in the bell.
        </p>
      )}
      <fieldset className="email-settings__kinds">
        <legend className="visually-hidden">Emails MotoMart sends you</legend>
        <ul className="email-settings__list">
          {MAIL_KINDS.map((kind) => (
            <li key={kind}>
              <MailKindSwitch kind={kind} on={!off.has(kind)} onChange={(on) => void change(kind, on)} />
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}
