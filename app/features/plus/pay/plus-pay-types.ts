// What the membership's payment page shows (GET /api/plus/payment/:order_sn, the shared design).
export interface PlusPaymentInfo {
  order_sn: string;
  kind: "join" | "renew";
  /** What is charged, in dollars (19), and the struck-through list price (69). */
  amount: number;
  list_price: number;
  period_start: string;
  period_end: string;
  status: "pending" | "paid" | "failed" | "canceled";
  /** The configured card provider's isolated field (the test provider's own page by default). */
  field_url: string;
  /** Whether pay later is offered, and the provider's client for its widget (null when not offered). */
  pay_later: { provider: string; client_token: string } | null;
}
