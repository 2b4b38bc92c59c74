import { describe, expect, it } from "vitest";
import { linkifyText } from "./html";
import { passwordResetMail, verificationCodeMail, welcomeMail } from "./templates";

const hostile = `<script>alert("x")</script>`;

/** The HTML part with its tags removed and entities undone: what a reader sees. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("verificationCodeMail", () => {
  const mail = verificationCodeMail({
    storeName: "Nestora",
    code: "ABC123",
    link: "https://nestora.test/customer/account/accountinfo?email=a%40b.com&rp_token=t0k",
  });

  it("names the store and the code in the subject", () => {
    expect(mail.kind).toBe("verification_code");
    expect(mail.subject).toBe("Your Nestora verification code: ABC123");
  });

  it("shows the code, its 10-minute single use and the link in both parts", () => {
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain("ABC123");
      expect(part).toContain("The code expires in 10 minutes and can be used once.");
      expect(part).toContain(
        "https://nestora.test/customer/account/accountinfo?email=a%40b.com&rp_token=t0k",
      );
    }
    // The link is a real link, its & escaped in the attribute.
    expect(mail.html).toContain(
      'href="https://nestora.test/customer/account/accountinfo?email=a%40b.com&amp;rp_token=t0k"',
    );
    // The code stands out: large type on its own.
    expect(mail.html).toMatch(/font-size:32px[^>]*>ABC123</);
  });
});

describe("passwordResetMail", () => {
  const mail = passwordResetMail({
    storeName: "Nestora",
    code: "XY7Z9Q",
    link: "https://nestora.test/customer/account/password?type=forgotpassword&rp_token=abc",
  });

  it("carries the reset link (60 minutes, single use), the code and the reassurance", () => {
    expect(mail.kind).toBe("password_reset");
    expect(mail.subject).toBe("Reset your Nestora password");
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain(
        "https://nestora.test/customer/account/password?type=forgotpassword&rp_token=abc",
      );
      expect(part).toContain("The link is valid for 60 minutes and can be used once.");
      expect(part).toContain("XY7Z9Q");
      expect(part).toContain(
        "If you did not ask for this, ignore this e-mail; your password stays the same.",
      );
    }
  });
});

describe("welcomeMail", () => {
  it("greets the customer by first name and links to the account", () => {
    const mail = welcomeMail({
      storeName: "Nestora",
      firstname: "Ava",
      accountUrl: "https://nestora.test/customer/account/home",
    });
    expect(mail.kind).toBe("welcome");
    expect(mail.subject).toBe("Welcome to Nestora");
    for (const part of [mail.text, visibleText(mail.html)]) {
      expect(part).toContain("Hi Ava,");
      expect(part).toContain("Your account is ready.");
      expect(part).toContain("https://nestora.test/customer/account/home");
    }
  });

  it("greets without a name when there is none", () => {
    const mail = welcomeMail({ storeName: "Nestora", firstname: " ", accountUrl: "https://n.test/a" });
    expect(mail.text.startsWith("Hi,\n")).toBe(true);
  });
});

describe("escaping", () => {
  it("escapes every interpolated value in the HTML part, keeping the plain text as written", () => {
    const mails = [
      verificationCodeMail({ storeName: hostile, code: hostile, link: `https://x.test/"><img src=x>` }),
      passwordResetMail({ storeName: hostile, code: hostile, link: `https://x.test/"><img src=x>` }),
      welcomeMail({ storeName: hostile, firstname: hostile, accountUrl: `https://x.test/"><img src=x>` }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(mail.text).toContain(hostile);
    }
  });

  it("turns web addresses in plain text into links without letting markup through", () => {
    expect(linkifyText(`Go to https://a.test/x?y=1&z=2 now <b>`)).toBe(
      'Go to <a href="https://a.test/x?y=1&amp;z=2" rel="noreferrer">https://a.test/x?y=1&amp;z=2</a> now &lt;b&gt;',
    );
    expect(linkifyText(`javascript:alert(1) "https://a.test/"onclick=1`)).toBe(
      'javascript:alert(1) &quot;<a href="https://a.test/" rel="noreferrer">https://a.test/</a>&quot;onclick=1',
    );
  });
});
