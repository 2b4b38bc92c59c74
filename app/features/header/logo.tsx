import { Link } from "react-router";
import { StoreMark } from "../../components/ui/icons";

/** The store's wordmark with its mark; links Home. */
export function Logo({ storeName }: { storeName: string }) {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded text-brand-700">
      <StoreMark size={32} />
      <span className="text-2xl font-bold tracking-tight text-ink">{storeName}</span>
      <span className="sr-only">home</span>
    </Link>
  );
}
