import { useState } from "react";
import { EmptyState } from "../../../../components/ui/empty-state";
import { ListSearch } from "../../../../components/ui/list-search";
import { ListScreen } from "../../../../components/ui/list-screen";
import { PageHead } from "../../../../components/ui/page-head";
import { usePageTitle } from "../../../../lib/use-page-title";
import { useOpenReports } from "../api/use-open-reports";
import { ReportCard } from "../components/report-card";
import { ReportQueueKeys } from "../components/report-queue";
import "../components/reports.css";

/** /dashboard/reporteditems: open reports with Dismiss or Remove listing (admin). */
export default function ReportedItems() {
  usePageTitle("Reported Items");
  const [q, setQ] = useState("");
  const list = useOpenReports(q);
  return (
    <section>
      <PageHead title="Reported Items" lead="Listings people reported. Dismiss a report, or remove the listing." />
      <ReportQueueKeys />
      <ListSearch label="Search reports" placeholder="Search by listing, or reporter's name or email" onSearch={setQ} />
      <ListScreen
        list={list}
        label="reported items"
        empty={
          q ? (
            <EmptyState title={`No open report matches “${q}”`} />
          ) : (
            <EmptyState title="No open reports">Nothing needs your attention right now.</EmptyState>
          )
        }
      >
        <div className="report-list">
          {list.items.map((report) => (
            <ReportCard key={report._id} report={report} />
          ))}
        </div>
      </ListScreen>
    </section>
  );
}
