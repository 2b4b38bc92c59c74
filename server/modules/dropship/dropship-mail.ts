// The dropship programme's mail (decision 0048): the operator's decision on an application,
// approved or refused (with the reason), in the store's mail frame, linking the application page.
import { escapeHtml } from "../mail/html";
import { button, layout, linkFallback, type MailContent, paragraph, textFooter } from "../mail/templates";

export interface DropshipDecisionText {
  subject: string;
  lines: string[];
}

/** The decision in words, shared by the mail and the bell note. */
export function dropshipDecisionText(
  decision: "approved" | "refused",
  businessName: string,
  reason: string | null,
): DropshipDecisionText {
  if (decision === "approved")
    return {
      subject: "Your dropship application is approved",
      lines: [
        `Your application for ${businessName} is approved: your account is now in the Dropship group.`,
        "Order as usual and enter your customer's name and address as the shipping address at checkout.",
      ],
    };
  return {
    subject: "Your dropship application was not approved",
    lines: [
      `Your application for ${businessName} was not approved.`,
      `Reason: ${reason ?? ""}`,
      "You can edit your application and send it again.",
    ],
  };
}

export function dropshipDecisionMail(input: {
  storeName: string;
  firstname: string;
  decision: "approved" | "refused";
  businessName: string;
  reason: string | null;
  pageUrl: string;
}): MailContent<"dropship_approved" | "dropship_refused"> {
  const { storeName, pageUrl } = input;
  const { subject, lines } = dropshipDecisionText(input.decision, input.businessName, input.reason);
  const hello = input.firstname ? `Hello ${input.firstname},` : "Hello,";
  const text = [hello, "", ...lines, "", pageUrl, "", textFooter(storeName)].join("\n");
  const html = layout(
    storeName,
    subject,
    [
      paragraph(escapeHtml(hello)),
      ...lines.map((line) => paragraph(escapeHtml(line))),
      button(pageUrl, "See your application"),
      linkFallback(pageUrl),
    ].join("\n"),
  );
  return {
    kind: input.decision === "approved" ? "dropship_approved" : "dropship_refused",
    subject,
    text,
    html,
  };
}
