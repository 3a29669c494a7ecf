import { z } from "zod";
import { requiredText } from "../lib/api/fields";
import { countryCode, unknownCountry } from "../lib/places/countries";

/** A country as a name, an alias or its ISO code ("Germany", "UK", "DE"): the two-letter code it names. */
const countryField = (label = "Country") =>
  requiredText(label, 60).transform((typed, ctx) => {
    const code = countryCode(typed);
    if (!code) {
      ctx.addIssue({ code: "custom", message: unknownCountry(typed) });
      return z.NEVER;
    }
    return code;
  });

/** GET /api/places: what is typed of a city so far, and the country it is in (every country without one: "near"). */
export const placesQuery = z.object({ country: countryField().optional(), q: requiredText("City", 60) });
