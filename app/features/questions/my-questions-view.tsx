import { Link } from "react-router";
import type { MyQuestionsResult } from "../../../contract/reviews";
import { MY_QUESTIONS_PAGE_PATH } from "../../../contract/reviews-constants";
import { formatUtcDate } from "../../components/ui/format-date";

const pageHref = (page: number) =>
  page <= 1 ? MY_QUESTIONS_PAGE_PATH : `${MY_QUESTIONS_PAGE_PATH}?page=${page}`;

/**
 * My Questions (/customer/account/faq): what the customer asked on product pages, newest first,
 * with the store's answer or "Waiting for an answer", each linking to its product. Pages are
 * addresses (`?page=2`).
 */
export function MyQuestionsView({ data }: { data: MyQuestionsResult }) {
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight">My Questions</h1>
      {data.total === 0 ? (
        <p
          className="mt-6 rounded-lg border border-stone-200 p-6 text-stone-800"
          data-testid="questions-empty"
        >
          You have not asked a question yet. Ask one under Questions &amp; Answers on any product page.
        </p>
      ) : (
        <>
          <p className="mt-1 text-stone-700">
            {data.total} {data.total === 1 ? "question" : "questions"}
          </p>
          <ul className="mt-6 divide-y divide-stone-200 border-y border-stone-200">
            {data.list.map((q) => (
              <li key={q.faq_id} className="py-5" data-testid="my-question">
                <p className="text-sm text-stone-700">
                  <Link to={q.product.url_path} className="font-semibold text-brand-700 underline">
                    {q.product.name}
                  </Link>{" "}
                  · asked {formatUtcDate(q.created_at, "short")}
                </p>
                <p className="mt-2 font-semibold break-words">
                  <span aria-hidden="true">Q: </span>
                  <span className="sr-only">Question: </span>
                  {q.question}
                </p>
                {q.status === "answered" ? (
                  <p className="mt-1 whitespace-pre-line break-words text-stone-800">
                    <span aria-hidden="true">A: </span>
                    <span className="sr-only">Answer: </span>
                    {q.answer}
                  </p>
                ) : (
                  <p className="mt-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                    Waiting for an answer
                  </p>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Question pages" className="mt-6 flex items-center gap-4">
              {data.page > 1 ? (
                <Link to={pageHref(data.page - 1)} className="font-semibold text-brand-700 underline">
                  Previous
                </Link>
              ) : null}
              <span className="text-stone-700">
                Page {data.page} of {pages}
              </span>
              {data.page < pages ? (
                <Link to={pageHref(data.page + 1)} className="font-semibold text-brand-700 underline">
                  Next
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
