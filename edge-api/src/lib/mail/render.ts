import { html } from "hono/html";
import { LOCKED_MAIL_KINDS, MAIL_KIND_TEXT, type MailKind } from "../../schemas/email";
import { DASHBOARD_ROUTES, PUBLIC_ROUTES } from "../../seo/app-paths";

/** One mail as the outbox holds it, with its recipient. */
export interface MailToRender {
  kind: MailKind;
  subject: string;
  body: string;
  /** The app path it opens (`/dashboard/inbox/12`). */
  link: string;
  name: string;
}

/** What worker-mailer sends: both parts and the list headers. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const PRODUCT = "MotoMart";

/**
 * A mail's subject, plain-text and HTML parts (hono/html escapes every value put in), with a link
 * that opens exactly the thing in the app. A kind the person may switch off carries the one-click
 * unsubscribe headers (RFC 8058) and a footer link, both with its signed token; mails about money
 * carry neither, as no link could stop them.
 */
export function renderMail(mail: MailToRender, origin: string, unsubscribeToken: string | null): RenderedMail {
  const open = `${origin}${mail.link}`;
  const settings = `${origin}/dashboard/${DASHBOARD_ROUTES.emailSettings}`;
  const { label } = MAIL_KIND_TEXT[mail.kind];
  const unsubscribe = unsubscribeToken && !LOCKED_MAIL_KINDS.has(mail.kind) ? { token: encodeURIComponent(unsubscribeToken) } : null;
  const page = unsubscribe ? `${origin}/${PUBLIC_ROUTES.unsubscribe}?token=${unsubscribe.token}` : null;
  const oneClick = unsubscribe ? `${origin}/api/email/unsubscribe?token=${unsubscribe.token}` : null;
  const why = unsubscribe
    ? `You get this email because “${label}” is on in your email settings.`
    : `This email is about money (${label}), so it is always sent.`;

  const text = [
    `Hi ${mail.name},`,
    "",
    mail.body,
    "",
    `Open it on ${PRODUCT}: ${open}`,
    "",
    "—",
    `${PRODUCT} · used motorcycles`,
    why,
    ...(page ? [`Unsubscribe from ${label}: ${page}`] : []),
    `Email settings: ${settings}`,
  ].join("\n");

  const paragraphs = mail.body.split(/\n{2,}/).map((p) => html`<p style="margin:0 0 12px;white-space:pre-line">${p}</p>`);
  const markup = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${mail.subject}</title>
      </head>
      <body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
        <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
          <p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#b91c1c">${PRODUCT}</p>
          <p style="margin:0 0 12px">Hi ${mail.name},</p>
          ${paragraphs}
          <p style="margin:20px 0">
            <a
              href="${open}"
              style="background:#b91c1c;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block"
              >Open it on ${PRODUCT}</a
            >
          </p>
          <hr style="border:none;border-top:1px solid #e4e4e7;margin:20px 0" />
          <p style="margin:0;font-size:12px;color:#52525b">
            ${why} ${page ? html`<a href="${page}" style="color:#52525b">Unsubscribe from ${label}</a> ·` : ""}
            <a href="${settings}" style="color:#52525b">Email settings</a>
          </p>
        </div>
      </body>
    </html>`;

  const headers: Record<string, string> = oneClick
    ? { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : {};
  return { subject: mail.subject, text, html: String(markup), headers };
}
