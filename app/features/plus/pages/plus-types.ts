import type { ProductCard } from "../../../../contract/product-card";

// What the Plus+ pages read from the Plus+ calls (shared design, issue 18: GET
// /api/plus/cms-show-info, GET /api/plus_products, POST /api/plus/inviteComplex, inviteList,
// inviteMember, GET /api/plus/orderList, orderDetail).

export interface PlusCmsInfo {
  hero_title: string;
  hero_subtitle: string;
  benefits: { icon: string; title: string; text: string }[];
  faq: { question: string; answer_html: string }[];
  terms_url: string;
}

export interface PlusProductsPage {
  items: ProductCard[];
  total: number;
}

export interface MemberCenterInfo {
  status: "active" | "expired" | "none";
  started_at: string | null;
  expires_at: string | null;
  days_left: number | null;
  can_renew: boolean;
  savings: string;
  points_multiplier: number;
  extra_warranty_years: number;
  invite_code: string | null;
  invite_link: string | null;
  invite_count: number;
  invite_money: string;
}

export interface InviteListItem {
  email: string;
  money: string;
  status: string;
  status_label: string;
  created_at: string;
}

export interface InviteList {
  items: InviteListItem[];
  total: number;
}

export interface InviteMemberInfo {
  is_member: boolean;
  invite_code: string | null;
  invite_link: string | null;
  reward: string;
  message: string;
}

export interface PlusOrderSummary {
  order_sn: string;
  kind: "join" | "renew";
  kind_label: string;
  amount: string;
  list_price: string;
  status: string;
  status_label: string;
  payment_method_label: string;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
  created_at: string;
}

export interface PlusOrderDetail extends PlusOrderSummary {
  customer: { name: string; email: string; phone: string };
  payment: { provider: string; method_label: string; transaction_id_last4: string | null };
}
