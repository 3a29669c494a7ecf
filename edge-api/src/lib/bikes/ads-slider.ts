/** How many advertised bikes the home page's slider shows: the most recently advertised, for sale (routes/ads.ts). */
export const ADS_SLIDER_SIZE = 20;
