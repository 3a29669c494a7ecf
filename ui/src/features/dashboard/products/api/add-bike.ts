import { api } from "../../../../lib/api-client";
import { unwrap } from "../../../../lib/unwrap";

export interface NewBike {
  id: number;
  name: string;
  picture: string;
  location: string;
  country: string;
  city: string;
  model: string;
  engineCc: number;
  monthsUsed?: number;
  resalePrice: string;
  originalPrice: string;
  sellerName?: string;
  phone: string;
  email: string;
  description: string;
  condition: "excellent" | "good" | "fair";
}

/** SPEC §7 POST bikes; `acknowledged` gives "Added Confirmed". */
export const addBike = (json: NewBike) => unwrap(api.api.bikes.$post({ json }));
