import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../../../lib/toast";
import { BusyButton } from "../../../../components/ui/busy-button";
import { errorMessage } from "../../../../lib/api-error";
import { pluralize } from "../../../../lib/english";
import { useSession } from "../../../../lib/auth/use-session";
import { desktop, onDesktopCommand } from "../../../../lib/desktop/commands";
import { collectPages } from "../../../../lib/keyset-pages";
import { useCategories } from "../../../../lib/queries/use-categories";
import { resource } from "../../../../lib/query-keys";
import { useRefresh } from "../../../../lib/use-refresh";
import { saveCsvText } from "../../../../lib/save-text";
import { loadMyBikes } from "../api/use-my-bikes";

const CsvImportDialog = lazy(() => import("./csv-import-dialog"));

const today = () => new Date().toISOString().slice(0, 10);

/**
 * My products' high-volume tools: import bikes from CSV (preview, then one all-or-nothing save),
 * export to CSV. In the desktop app the file comes from a native dialog and the export goes to one
 * (Ctrl+I / Ctrl+E); on the website the import is a plain file input and the export a download.
 */
export function CsvTools() {
  const { user } = useSession();
  const refresh = useRefresh();
  const categories = useCategories();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const bridge = desktop();
  const email = user?.email ?? "";

  const chooseFile = useCallback(async () => {
    if (!bridge) return input.current?.click();
    try {
      const picked = await bridge.openCsv();
      if (picked) setFile(picked);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }, [bridge]);

  const exportCsv = useCallback(async () => {
    if (!email) return;
    setExporting(true);
    try {
      const [bikes, { toBikeCsv }] = await Promise.all([collectPages(loadMyBikes(email)), import("../utils/bike-csv")]);
      if (await saveCsvText(`my-products-${today()}.csv`, toBikeCsv(bikes))) toast.success(`Exported ${pluralize(bikes.length, "bike")}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  }, [email]);

  useEffect(() => {
    const offImport = onDesktopCommand("import-csv", () => void chooseFile());
    const offExport = onDesktopCommand("export-csv", () => void exportCsv());
    return () => {
      offImport();
      offExport();
    };
  }, [chooseFile, exportCsv]);

  return (
    <>
      <button type="button" className="btn btn--outline" onClick={() => void chooseFile()} title="Ctrl+I in the desktop app">
        Import CSV
      </button>
      {!bridge && (
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="CSV file of bikes to import"
          onChange={async (event) => {
            const chosen = event.target.files?.[0];
            event.target.value = "";
            if (chosen) setFile({ name: chosen.name, text: await chosen.text() });
          }}
        />
      )}
      <BusyButton
        className="btn btn--outline"
        busy={exporting}
        busyLabel="Exporting"
        onClick={() => void exportCsv()}
        title="Ctrl+E in the desktop app"
      >
        Export CSV
      </BusyButton>
      {file && categories.data && (
        <Suspense fallback={null}>
          <CsvImportDialog
            file={file}
            email={email}
            categories={categories.data}
            onClose={() => setFile(null)}
            onImported={async () => {
              await refresh([resource.bikes]);
              setFile(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
