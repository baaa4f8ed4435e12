/** The embedded basemap's sources (decision 036), credited wherever it is drawn. */
export const BASEMAP_CREDITS = {
  boundaries: { label: 'Natural Earth', href: 'https://www.naturalearthdata.com/' },
  places: 'Comuni: ISTAT (CC BY 3.0 IT), GeoNames (CC BY 4.0)',
} as const;
