import { Link } from "react-router-dom";
import { BikeImage } from "../../../components/ui/bike-image";
import { EmptyState } from "../../../components/ui/empty-state";
import { ListScreen } from "../../../components/ui/list-screen";
import { PageHead } from "../../../components/ui/page-head";
import { formatDate, formatUsd } from "../../../lib/format";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSavedBikes, type SavedBike } from "../api/saved-bikes";
import { SaveHeart } from "../components/save-heart";
import "../components/saved-bikes.css";

/** /dashboard/saved: the bikes the user saved with the heart, newest first, each with its news since. */
export default function SavedBikes() {
  usePageTitle("Saved bikes");
  const list = useSavedBikes();
  return (
    <section>
      <PageHead title="Saved bikes" lead="Bikes you saved with the heart, newest first. You hear when one's price drops or it is sold." />
      <ListScreen
        list={list}
        label="saved bikes"
        empty={
          <EmptyState title="No saved bikes yet">
            Tap the heart on a bike to keep it here. <Link to="/#categories">Browse bikes</Link>
          </EmptyState>
        }
      >
        <ul className="saved-list" aria-label="Saved bikes">
          {list.items.map((item) => (
            <SavedRow key={item.bike._id} item={item} />
          ))}
        </ul>
      </ListScreen>
    </section>
  );
}

/** What changed since the bike was saved: sold, off the market, or a lower price. */
function News({ item }: { item: SavedBike }) {
  const { status } = item.bike;
  if (status === "sold" || status === "sold_elsewhere") return <span className="badge saved-item__news saved-item__news--sold">Sold</span>;
  if (status === "withdrawn" || status === "expired") return <span className="badge saved-item__news">No longer for sale</span>;
  if (item.priceDrop !== null) {
    return <span className="saved-item__news saved-item__news--drop">Price dropped by {formatUsd(item.priceDrop)}</span>;
  }
  return null;
}

function SavedRow({ item }: { item: SavedBike }) {
  const { bike } = item;
  return (
    <li className="card saved-item" aria-labelledby={`saved-${bike._id}`}>
      <BikeImage className="saved-item__picture" src={bike.picture} alt="" width={120} height={90} />
      <div>
        <h2 className="saved-item__name" id={`saved-${bike._id}`}>
          <Link to={`/bike/${bike._id}`}>{bike.name}</Link>
        </h2>
        <p className="saved-item__facts">
          <span className="price">{formatUsd(bike.resalePrice)}</span>
          <News item={item} />
          <span className="muted">
            Saved <time dateTime={item.savedAt}>{formatDate(item.savedAt)}</time>
          </span>
        </p>
        <SaveHeart bike={bike} />
      </div>
    </li>
  );
}
