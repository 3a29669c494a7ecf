import { z } from "zod";
import {
  email,
  id,
  mileage,
  optionalText,
  phone,
  pictureUrl,
  price,
  registrationYear,
  requiredText,
  uploadedPhotoUrl,
  wholeNumber,
} from "../lib/api/fields";
import { pageQuery } from "../lib/api/pagination";
import { BROWSE_FILTERS, filtersSchema, hasCentre } from "./browse-filters";
import { MIN_LISTING_PRICE } from "../lib/bikes/money";

export const BIKE_CONDITIONS = ["excellent", "good", "fair"] as const;
/** "deal": Best deals first — the fair-price rating's deal score, lowest first (lib/browse/deal-page.ts). */
export const BIKE_SORTS = ["newest", "price_asc", "price_desc", "deal", "nearest"] as const;

export const MAX_BIKE_PHOTOS = 10;

/** One photo of a bike: the full-size image and its ~480 px card variant (the full one when left out). */
const bikePhoto = z.object(
  { url: uploadedPhotoUrl("Photo"), cardUrl: uploadedPhotoUrl("Card photo").optional() },
  { error: "Each photo must be an object with a url" },
);
export type BikePhoto = z.infer<typeof bikePhoto>;

/**
 * A bike's photos in order, the first the cover: at most 10, each once. Left out (the SPEC
 * payload, CSV import), the bike has the one `picture`; given, the first photo becomes `picture`.
 */
const bikePhotos = z
  .array(bikePhoto, { error: "Photos must be a list" })
  .max(MAX_BIKE_PHOTOS, `A bike can have at most ${MAX_BIKE_PHOTOS} photos`)
  .superRefine((photos, ctx) => {
    const seen = new Set<string>();
    photos.forEach((photo, index) => {
      if (seen.has(photo.url)) ctx.addIssue({ code: "custom", path: [index, "url"], message: "This photo is in the list twice" });
      seen.add(photo.url);
    });
  });

/** Add product (docs/product-spec.md §5) plus the facts browse filters on: country, city, model, engine cc, year, mileage. */
export const newBikeBody = z.object({
  id: id("Category"),
  name: requiredText("Name", 120),
  picture: pictureUrl(),
  location: requiredText("Location", 120),
  country: requiredText("Country", 60),
  city: requiredText("City", 60),
  // The place picked from suggestions (GET /api/places): names it exactly where a country has two of that name.
  placeId: id("Place").optional(),
  model: requiredText("Model", 60),
  engineCc: wholeNumber("Engine CC", 50, 3000),
  monthsUsed: wholeNumber("Months used", 0, 600, { min: "Months used cannot be negative" }).optional(),
  // Optional here (SPEC's creation payload, the CSV import); Add product and Edit ask for them (newBikeForm).
  year: registrationYear("Year").optional(),
  mileageKm: mileage("Mileage").optional(),
  resalePrice: price("Resale price", {
    minimum: MIN_LISTING_PRICE,
    tooLow: `Resale price must be at least $${MIN_LISTING_PRICE}: a card payment cannot carry less once the fee is taken`,
  }),
  originalPrice: price("Original price"),
  sellerName: optionalText("Seller name", 100),
  phone: phone(),
  email: email(),
  description: requiredText("Description", 4000, { multiline: true }),
  condition: z.enum(BIKE_CONDITIONS, { error: "Condition must be excellent, good or fair" }),
  photos: bikePhotos.optional(),
});
export type NewBikeBody = z.infer<typeof newBikeBody>;
/** What a client sends (before coercion): the shape of the API call, the CSV import and the tests' fixtures. */
export type NewBikeInput = z.input<typeof newBikeBody>;

/** A required field's text, then the API's rule for it (a number rule takes decimal text too, lib/api/fields.ts). */
const filledIn = <Out>(label: string, rule: z.ZodType<Out>) => requiredText(label, 100).pipe(rule as z.ZodType<Out, string>);
const blankAsMissing = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * The Add product form (ui/src/features/dashboard/products/routes/add-product.tsx): the same rules
 * over the text its inputs hold. The email is not a field (the session's is sent); an empty number
 * field reads as missing, not as 0; empty optional fields are left out.
 */
export const newBikeForm = newBikeBody.omit({ email: true }).extend({
  id: filledIn("Category", newBikeBody.shape.id),
  engineCc: filledIn("Engine CC", newBikeBody.shape.engineCc),
  resalePrice: filledIn("Resale price", newBikeBody.shape.resalePrice),
  originalPrice: filledIn("Original price", newBikeBody.shape.originalPrice),
  year: filledIn("Year", registrationYear("Year")),
  mileageKm: filledIn("Mileage", mileage("Mileage")),
  monthsUsed: z.preprocess(blankAsMissing, newBikeBody.shape.monthsUsed),
  sellerName: z.preprocess(blankAsMissing, newBikeBody.shape.sellerName),
});

/** What the form's inputs hold, and the bike (without the email) they describe. */
export type NewBikeFormValues = z.input<typeof newBikeForm>;
export type NewBikeFormBike = z.output<typeof newBikeForm>;

/** GET /api/bikes: browse's filters (schemas/browse-filters.ts), its sort and a page. */
export const browseQuery = filtersSchema(BROWSE_FILTERS, {
  sort: z.enum(BIKE_SORTS, { error: "Sort must be newest, price_asc, price_desc, deal or nearest" }).default("newest"),
  ...pageQuery,
}).refine((f) => f.sort !== "nearest" || hasCentre(f), {
  message: "Nearest first needs a place to measure from: near, or lat and lng",
  path: ["sort"],
});
export type BrowseQuery = z.infer<typeof browseQuery>;
/** GET /api/bikes/count: browse's filters alone (no sort or page). */
export const browseCountQuery = filtersSchema(BROWSE_FILTERS);
/** GET /api/bikes/filters: a category, and a country to narrow the cities to. */
export const filterOptionsQuery = z.object({ id: BROWSE_FILTERS.id.rule, country: BROWSE_FILTERS.country.rule });

/** What a seller can set a listing to (PUT /api/bikes/my/:id/status); 'sold' comes only from a payment. */
export const LISTING_STATUSES = ["available", "withdrawn", "sold_elsewhere"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const listingStatusBody = z.object({
  status: z.enum(LISTING_STATUSES, { error: "Status must be available, withdrawn or sold_elsewhere" }),
});
