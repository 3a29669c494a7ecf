import { useMemo, useState } from "react";
import { toast } from "../../../../lib/toast";
import { BusyButton } from "../../../../components/ui/busy-button";
import { Dialog } from "../../../../components/ui/dialog";
import { ApiRequestError, errorMessage } from "../../../../lib/api-error";
import { pluralize } from "../../../../lib/english";
import { importBikes } from "../api/bulk-bike-changes";
import { CSV_COLUMNS, csvColumnLabel, parseBikeCsv, serverErrorsByLine, type CategoryRef, type CsvRow } from "../utils/bike-csv";
import "./csv-import.css";

interface CsvImportDialogProps {
  file: { name: string; text: string };
  email: string;
  categories: CategoryRef[];
  onClose: () => void;
  /** After a successful save; the dialog stays busy until it settles (the list reloads meanwhile). */
  onImported: (count: number) => Promise<void>;
}

const describeErrors = (errors: CsvRow["errors"]) =>
  Object.entries(errors).map(([key, message]) => `${csvColumnLabel(key as keyof CsvRow["errors"])}: ${message}`);

/**
 * The preview of a CSV import: every row checked with the Add product rules before anything is
 * saved; Save sends the whole file in one request, and the server's own row errors (if any slip
 * past, e.g. a category deleted meanwhile) come back onto the same rows.
 */
export default function CsvImportDialog({ file, email, categories, onClose, onImported }: CsvImportDialogProps) {
  const preview = useMemo(() => parseBikeCsv(file.text, { email, categories }), [file.text, email, categories]);
  const [serverErrors, setServerErrors] = useState<ReturnType<typeof serverErrorsByLine>>(new Map());
  const [saving, setSaving] = useState(false);
  const rows = preview.rows.map((row) => ({ ...row, errors: { ...row.errors, ...serverErrors.get(row.line) } }));
  const bad = rows.filter((row) => Object.keys(row.errors).length > 0);
  const canSave = !preview.fileErrors.length && bad.length === 0 && preview.bikes.length > 0;

  const save = async () => {
    setSaving(true);
    try {
      const result = await importBikes(preview.bikes);
      toast.success(`Imported ${pluralize(result.insertedCount, "bike")}.`);
      await onImported(result.insertedCount);
    } catch (error) {
      if (error instanceof ApiRequestError) setServerErrors(serverErrorsByLine(error.fields));
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open title={`Import ${file.name}`} onClose={onClose}>
      <div className="desk-import">
        {preview.fileErrors.length > 0 ? (
          <ul className="form-error" role="alert">
            {preview.fileErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : (
          <p role="status">
            {pluralize(rows.length, "row")}: {rows.length - bad.length} ready, <strong>{bad.length} with errors</strong>
            {bad.length > 0 && " — fix them in the file and open it again. Nothing is saved until every row is good."}
          </p>
        )}
        {preview.fileErrors.length > 0 && (
          <p className="muted">
            Columns: {CSV_COLUMNS.map((c) => c.label).join(", ")} (monthsUsed, year, mileageKm and sellerName may be empty; category is a
            name or id).
          </p>
        )}
        {rows.length > 0 && (
          <div className="table-wrap desk-import__table">
            <table className="table">
              <caption className="visually-hidden">Rows of {file.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Name</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {(bad.length ? bad : rows).slice(0, 300).map((row) => (
                  <tr key={row.line} className={Object.keys(row.errors).length ? "desk-import__bad" : undefined} data-line={row.line}>
                    <td>{row.line}</td>
                    <td>
                      {row.name || <span className="muted">(no name)</span>}
                      {/* Every cell whole, wrapped, on the desktop and on a phone (#33). */}
                      <details className="desk-import__cells">
                        <summary>All cells</summary>
                        <dl>
                          {row.cells.map((cell) => (
                            <div key={cell.label}>
                              <dt>{cell.label}</dt>
                              <dd>{cell.value || <span className="muted">(empty)</span>}</dd>
                            </div>
                          ))}
                        </dl>
                      </details>
                    </td>
                    <td>
                      {Object.keys(row.errors).length ? (
                        <ul className="field__error">
                          {describeErrors(row.errors).map((message) => (
                            <li key={message}>{message}</li>
                          ))}
                        </ul>
                      ) : (
                        <span className="badge badge--success">OK</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="actions-row">
          <button type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            Cancel
          </button>
          <BusyButton className="btn btn--primary btn--sm" busy={saving} busyLabel="Saving" disabled={!canSave} onClick={() => void save()}>
            Save {pluralize(preview.bikes.length, "bike")}
          </BusyButton>
        </div>
      </div>
    </Dialog>
  );
}
