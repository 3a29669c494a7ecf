import { z } from "zod";

/** Field rules shared by every route, with the messages a person reads under a field. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 200) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

export const email = (label = "Email Address") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(254, `${label} is too long`)
    .email(`${label} is not a valid email`);

/** A positive amount in major units with at most two decimals; text like "450" is accepted. */
export const price = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine((v) => v > 0, `${label} must be a positive number`)
    .refine((v) => v <= 10_000_000, `${label} must be at most 10,000,000`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${label} can have at most 2 decimals`);

export const id = (label = "Id") =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be positive`)
    .max(2_147_483_647, `${label} is out of range`);

export const idParam = z.object({ id: id() });

/** Digits with optional +, spaces and dashes: what people type for a phone number. */
export const phone = (label = "Phone") => requiredText(label, 30).regex(/^\+?[0-9][0-9 -]{5,}$/, `${label} must be a phone number`);

/** An absolute http(s) URL or a path to a picture we serve ourselves. */
export const pictureUrl = (label = "Image url") =>
  requiredText(label, 2048).refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s]*$/.test(v),
    `${label} must be a web address (https://…)`,
  );
