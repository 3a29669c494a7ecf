import { publicApi } from "../../../lib/api-client";
import { unwrap } from "../../../lib/unwrap";

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const sendMessage = (json: ContactMessage) => unwrap(publicApi.api.contact.$post({ json }));
