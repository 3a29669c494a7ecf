/** Counts and articles for composed messages ("1 filter", "an admin"): the one helper, shared with the API's messages. */
export { pluralize, withArticle } from "../../../edge-api/src/lib/api/english";
