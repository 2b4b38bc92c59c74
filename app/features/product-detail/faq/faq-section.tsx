import { useRef } from "react";
import type { FaqListResult } from "../../../../contract/reviews";
import {
  LOADING_TINT,
  SectionPager,
  useFocusOnPageChange,
  useSectionLoading,
} from "../reviews/section-pager";
import { SECTION_IDS, SECTION_PAGE_PARAMS } from "../reviews/section-paging";
import { AskQuestion } from "./ask-question";

/**
 * The product page's questions and answers (`#faq`), 10 per page with the same pager as reviews,
 * and "Ask a Question" (signed-in customers; a question is listed once answered).
 */
export function FaqSection({ data, productId }: { data: FaqListResult; productId: number }) {
  const listRef = useRef<HTMLDivElement>(null);
  const loading = useSectionLoading(SECTION_PAGE_PARAMS.faq);
  useFocusOnPageChange(listRef, data.page);

  return (
    <section id={SECTION_IDS.faq} aria-labelledby="faq-heading" className="mt-12 scroll-mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="faq-heading" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          Questions &amp; Answers
        </h2>
        <AskQuestion productId={productId} />
      </div>
      {data.total === 0 ? (
        <p className="mt-3 text-stone-700">No questions about this product yet.</p>
      ) : (
        <div
          ref={listRef}
          tabIndex={-1}
          aria-busy={loading}
          className={`mt-4 focus:outline-none ${loading ? LOADING_TINT : ""}`}
        >
          {data.list.length === 0 ? (
            <p className="text-stone-700">There are no questions on this page.</p>
          ) : (
            <dl className="divide-y divide-stone-200">
              {data.list.map((faq) => (
                <div key={faq.id} className="py-4 first:pt-0">
                  <dt className="font-semibold">
                    <span aria-hidden="true">Q: </span>
                    <span className="sr-only">Question: </span>
                    {faq.question}
                  </dt>
                  <dd className="mt-1 whitespace-pre-line break-words text-stone-800">
                    <span aria-hidden="true">A: </span>
                    <span className="sr-only">Answer: </span>
                    {faq.answer}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <SectionPager
            label="Question pages"
            param={SECTION_PAGE_PARAMS.faq}
            sectionId={SECTION_IDS.faq}
            page={data.page}
            total={data.total}
            pageSize={data.page_size}
          />
        </div>
      )}
    </section>
  );
}
