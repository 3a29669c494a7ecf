/**
 * A bike card's picture (browse, search, the home page's ads): the cover's ~480 px variant, with
 * the full image for screens that need more pixels (#13 point 2). A single-picture bike (no
 * variant) shows its picture as it is. A module of its own: BikeImage is on the home page's first
 * load, the cards that use this are not.
 */
export const cardPictureProps = (bike: { picture: string; cardPicture: string | null }) =>
  bike.cardPicture && bike.cardPicture !== bike.picture
    ? {
        src: bike.cardPicture,
        srcSet: `${bike.cardPicture} 480w, ${bike.picture} 1600w`,
        // Cards are a column of a grid (≥ 300 px wide), about the screen's width on a phone.
        sizes: "(max-width: 720px) calc(100vw - 32px), 420px",
      }
    : { src: bike.picture };
