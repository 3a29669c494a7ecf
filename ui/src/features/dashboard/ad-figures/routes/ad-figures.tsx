import { useState } from "react";
import { Link } from "react-router-dom";
import { BusyButton } from "../../../../components/ui/busy-button";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ErrorState } from "../../../../components/ui/error-state";
import { PageHead } from "../../../../components/ui/page-head";
import { LoadingBlock } from "../../../../components/ui/spinner";
import { errorMessage } from "../../../../lib/api-error";
import { pluralize } from "../../../../lib/english";
import { saveCsvText } from "../../../../lib/save-text";
import { toast } from "../../../../lib/toast";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useListingFigures } from "../../../../lib/queries/use-listing-figures";
import { FIGURE_KINDS } from "../../../../components/figures/figure-words";
import { sortListings, type ListingFigures, type SortKey } from "../utils/sort-listings";
import "../../../../components/figures/listing-figures.css";

const COLUMNS: { key: SortKey; label: string; number: boolean }[] = [
  { key: "name", label: "Listing", number: false },
  { key: "status", label: "Status", number: false },
  ...FIGURE_KINDS.map(({ kind, label }) => ({ key: kind, label, number: true })),
];

/**
 * /dashboard/ad-figures (sellers; the desktop app's dashboard): every listing's last 30 days —
 * views, saves, phone reveals, questions, bookings — sortable by any column, exported as CSV.
 */
export default function AdFigures() {
  usePageTitle("Ad figures");
  const figures = useListingFigures();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "views", descending: true });
  const [exporting, setExporting] = useState(false);
  const listings = figures.data ? sortListings(figures.data.listings, sort.key, sort.descending) : [];

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { toFiguresCsv } = await import("../utils/figures-csv");
      const name = `ad-figures-${figures.data!.from}.csv`;
      if (await saveCsvText(name, toFiguresCsv(listings))) toast.success(`Exported ${pluralize(listings.length, "listing")}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="ad-figures">
      <PageHead
        title="Ad figures"
        lead="What each of your listings did in the last 30 days. A visitor counts once a day; your own visits and search engines do not count."
      />
      {figures.error ? (
        <ErrorState error={figures.error} onRetry={() => void figures.refetch()} />
      ) : !figures.data ? (
        <LoadingBlock label="Loading your ad figures" />
      ) : listings.length === 0 ? (
        <EmptyState title="No listings yet.">
          <Link to="/dashboard/addproduct" className="btn btn--primary">
            Add a product
          </Link>
        </EmptyState>
      ) : (
        <>
          <div className="actions-row">
            <BusyButton className="btn btn--outline" busy={exporting} busyLabel="Exporting" onClick={() => void exportCsv()}>
              Export CSV
            </BusyButton>
          </div>
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">Your listings' figures over the last 30 days</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.number ? "ad-figures__number" : undefined}
                      aria-sort={sort.key === column.key ? (sort.descending ? "descending" : "ascending") : "none"}
                    >
                      <button
                        type="button"
                        onClick={() =>
                          setSort((current) =>
                            current.key === column.key
                              ? { key: column.key, descending: !current.descending }
                              : { key: column.key, descending: column.number },
                          )
                        }
                      >
                        {column.label}
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {listings.map((listing) => (
                  <FiguresRow key={listing.bikeId} listing={listing} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function FiguresRow({ listing }: { listing: ListingFigures }) {
  return (
    <tr>
      <td data-cell="title">
        <Link to={`/dashboard/editproduct/${listing.bikeId}`}>{listing.name}</Link>
      </td>
      <td data-cell="field" data-label="Status">
        {listing.status}
      </td>
      {FIGURE_KINDS.map(({ kind, label }) => (
        <td key={kind} data-cell="field" data-label={label} className="ad-figures__number">
          {listing[kind]}
        </td>
      ))}
    </tr>
  );
}
