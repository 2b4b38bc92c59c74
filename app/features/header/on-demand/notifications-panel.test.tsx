import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../components/ui/render-in-router.testing";
import NotificationsPanel from "./notifications-panel";

// The bell's panel as the server would render it (the markup is what a screen reader gets).

const panel = (notes: Parameters<typeof NotificationsPanel>[0]["notes"]) =>
  renderInRouter(
    <NotificationsPanel id="notifications-panel" notes={notes} onOpenNote={() => {}} onClose={() => {}} />,
  );

describe("the notifications panel", () => {
  it('reads exactly "No new notifications" when the list is empty', async () => {
    const html = await panel({ items: [], notes_count: 0 });
    expect(html).toContain(">No new notifications</p>");
    expect(html).not.toContain("<ul");
  });

  it("lists each note as a closed disclosure: title, hot mark, unread; content, picture and link inside", async () => {
    const html = await panel({
      items: [
        {
          id: 7,
          title: "Outdoor week",
          content: "<p>New <em>patio</em> pieces</p>",
          url: "/outdoor.html",
          image: "/media/outdoor.webp",
          has_read: 0,
          flame_identification: 1,
        },
        {
          id: 6,
          title: "Welcome",
          content: "",
          url: "https://help.example/welcome",
          image: "",
          has_read: 1,
          flame_identification: 0,
        },
      ],
      notes_count: 1,
    });
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="[^"]+"[^>]*>/);
    expect(html).toContain(
      '<span class="sr-only">Unread: </span><span class="font-semibold">Outdoor week</span>',
    );
    expect(html.match(/>Hot</g)).toHaveLength(1);
    expect(html.match(/Unread: /g)).toHaveLength(1);
    expect(html).toContain("<p>New <em>patio</em> pieces</p>");
    expect(html).toContain('src="/media/outdoor.webp"');
    expect(html).toContain('href="/outdoor.html"');
    expect(html).toContain('href="https://help.example/welcome" class=');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain("max-h-[360px] overflow-y-auto");
  });
});
