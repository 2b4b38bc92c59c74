import { describe, expect, it } from "vitest";
import type { SupportRequestsResult, SupportRequestView } from "../../../contract/support";
import { SUPPORT_TOPICS } from "../../../contract/support-constants";
import { renderInRouter } from "../../components/ui/render-in-router.testing";
import { CustomerServiceView } from "./customer-service-view";

// The Customer Service page as the server renders it: the form's choices, the requests with their
// status and thread, text shown as text, follow-up only while a request is open, and the answers of
// the page's two forms.

const request = (over: Partial<SupportRequestView> = {}): SupportRequestView => ({
  number: "CS-000042",
  topic: "shipping",
  topic_label: "Shipping",
  status: "answered",
  status_label: "Answered",
  order_increment_id: "100000007",
  created_at: "2026-11-27T15:00:00.000Z",
  updated_at: "2026-11-27T16:00:00.000Z",
  can_follow_up: true,
  messages: [
    {
      id: 1,
      author: "customer",
      author_label: "You",
      body: "Where is my <b>sofa</b>?\nIt was due Monday.",
      created_at: "2026-11-27T15:00:00.000Z",
      attachments: [
        { url: "/media/uploads/a.webp", thumb_url: "/media/uploads/a-thumb.webp", width: 800, height: 600 },
      ],
    },
    {
      id: 2,
      author: "store",
      author_label: "Customer Service",
      body: "It arrives Thursday.",
      created_at: "2026-11-27T16:00:00.000Z",
      attachments: [],
    },
  ],
  ...over,
});

const data = (requests: SupportRequestView[]): SupportRequestsResult => ({
  requests,
  topics: SUPPORT_TOPICS.map((t) => ({ value: t.value, label: t.label })),
  orders: [
    {
      increment_id: "100000007",
      created_at: "2026-11-20T10:00:00.000Z",
      label: "Order #100000007 — Nov 20, 2026",
    },
  ],
});

describe("Customer Service page", () => {
  it("offers the customer's orders (or none) and every topic", async () => {
    const html = await renderInRouter(<CustomerServiceView data={data([])} />);
    expect(html).toContain('<option value="none" selected="">No order</option>');
    expect(html).toContain('<option value="100000007">Order #100000007 — Nov 20, 2026</option>');
    for (const t of SUPPORT_TOPICS) expect(html).toContain(`<option value="${t.value}">${t.label}</option>`);
    expect(html).toContain("You have not sent us a request yet.");
    expect(html).toContain("Send Request");
  });

  it("shows a request's number, status, order and thread, the customer's text as text", async () => {
    const html = await renderInRouter(<CustomerServiceView data={data([request()])} />);
    expect(html).toContain('id="CS-000042"');
    expect(html).toContain("CS-000042 · Shipping");
    expect(html).toContain("Answered");
    expect(html).toContain('href="/customer/account/order/100000007"');
    expect(html).toContain("Where is my &lt;b&gt;sofa&lt;/b&gt;?\nIt was due Monday.");
    expect(html).toContain("It arrives Thursday.");
    expect(html).toContain('src="/media/uploads/a-thumb.webp"');
    expect(html).toContain('href="/media/uploads/a.webp"');
    expect(html).toContain("Add a message");
  });

  it("a closed request takes no follow-up", async () => {
    const html = await renderInRouter(
      <CustomerServiceView
        data={data([request({ status: "closed", status_label: "Closed", can_follow_up: false })])}
      />,
    );
    expect(html).toContain("This request is closed. Need more help? Send a new request.");
    expect(html).not.toContain("Add a message");
  });

  it("says a request was sent once, at the top, and a follow-up's answer on its request", async () => {
    const sent = await renderInRouter(
      <CustomerServiceView
        data={data([request()])}
        posted={{
          intent: "create",
          ok: true,
          message: "Thank you. We have your request CS-000042.",
          number: "CS-000042",
        }}
      />,
    );
    expect(sent.split("Thank you. We have your request CS-000042.")).toHaveLength(2);
    expect(sent).toContain('href="#CS-000042"');
    const refused = await renderInRouter(
      <CustomerServiceView
        data={data([request()])}
        posted={{ intent: "follow-up", ok: false, message: "This request is closed.", number: "CS-000042" }}
      />,
    );
    expect(refused).toContain('role="alert"');
    expect(refused).toContain("This request is closed.");
    // The refused follow-up's form stays open to try again.
    expect(refused).toMatch(/<details[^>]*open=""/);
  });
});
