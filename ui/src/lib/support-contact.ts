/** The support line and address shown on the blog sidebar and the contact page. */
export const SUPPORT_PHONE = "+880 1700-000000";
export const SUPPORT_EMAIL = "support@motomart.com";
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;
