import type { CallResult } from "../../../contract/call";
import type { cmsPage } from "../../../contract/cms";

export type CmsPageData = CallResult<typeof cmsPage>;

/**
 * A CMS page (policies, guides, about): the title, then the page HTML in the prose style of
 * `.cms-content` (app.css). The server sanitised `content` against an allow-list before it left
 * the API, which is why it is rendered as HTML here.
 */
export function CmsPage({ page }: { page: CmsPageData }) {
  return (
    <article className="mx-auto max-w-3xl" aria-labelledby="cms-title">
      <h1 id="cms-title" className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">
        {page.title}
      </h1>
      <div
        className="cms-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (server/modules/cms/sanitize.ts)
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </article>
  );
}
