import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ErrorState } from "../../../components/ui/error-state";
import { PageHead } from "../../../components/ui/page-head";
import { LoadingBlock } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/auth/use-session";
import { resource } from "../../../lib/query-keys";
import { useRefresh } from "../../../lib/use-refresh";
import { usePageTitle } from "../../../lib/use-page-title";
import { askSeller, loadBikeSummary } from "../api/conversations";
import { Composer } from "../components/composer";
import "../components/conversations.css";

/**
 * /dashboard/inbox/new?bike=ID: "Ask the seller" from a bike page. The first message starts the
 * conversation (or continues the one this buyer already has about the bike); then its thread opens.
 */
export default function AskSeller() {
  usePageTitle("Ask the seller");
  const [params] = useSearchParams();
  const bikeId = Number(params.get("bike"));
  const valid = Number.isInteger(bikeId) && bikeId > 0;
  const { role, roleLoading } = useSession();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const bike = useQuery({ queryKey: [...resource.bikes, "summary", bikeId], queryFn: () => loadBikeSummary(bikeId), enabled: valid });

  if (!valid) return <ErrorState error={new Error("Choose a bike to ask about from its page.")} actions={<BrowseLink />} />;
  if (roleLoading || bike.isPending) return <LoadingBlock label="Loading bike" />;
  if (bike.error) return <ErrorState error={bike.error} onRetry={() => void bike.refetch()} actions={<BrowseLink />} />;
  if (role !== "buyer") {
    return (
      <section>
        <PageHead title="Ask the seller" />
        <p className="notice">Only buyers can ask sellers about a bike. Sign in with a buyer account to ask about {bike.data.name}.</p>
      </section>
    );
  }

  return (
    <section className="conversation">
      <PageHead title={`Ask about ${bike.data.name}`} lead={`Your message goes to ${bike.data.sellerName}, who answers in Messages.`} />
      <Composer
        label="Your question"
        placeholder="e.g. Is it still available? Can I see it this weekend?"
        submitLabel="Send question"
        send={(body) => askSeller(bikeId, body)}
        onSent={(result) => {
          void refresh([resource.conversations]);
          navigate(`/dashboard/inbox/${result.conversationId}`, { replace: true });
        }}
      />
    </section>
  );
}

function BrowseLink() {
  return (
    <Link to="/#categories" className="btn btn--outline">
      Browse bikes
    </Link>
  );
}
