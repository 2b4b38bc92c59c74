import { formatUtcDate } from "../../../components/ui/format-date";

/** "Jun 2, 2025": the same on the server and in the browser (UTC), so hydration never differs. */
export function formatReviewDate(iso: string): string {
  return formatUtcDate(iso, "short");
}
