import { useState } from 'react';
import './vehicle-image.scss';

/**
 * The product rules (docs/product.md#presentation): the image block is 224×136; the ratio is kept at any
 * width so nothing shifts on load.
 */
export const VEHICLE_IMAGE_WIDTH = 224;
export const VEHICLE_IMAGE_HEIGHT = 136;

interface VehicleImageProps {
  /** Main photo of the vehicle; null (or a photo that fails to load) shows the placeholder. */
  src: string | null;
  alt: string;
  className?: string;
  /** Responsive candidates of a report photo, with the width it is shown at. */
  srcSet?: string;
  sizes?: string;
  /** The photo at the top of a page: fetched at once, as the largest paint. */
  eager?: boolean;
}

/** A vehicle's main photo in the 224×136 image block, or a neutral car drawing when there is none. */
export function VehicleImage({ src, alt, className, srcSet, sizes, eager = false }: VehicleImageProps) {
  const [failed, setFailed] = useState(false);
  const classes = `vehicle-image${className ? ` ${className}` : ''}`;
  if (!src || failed) return <VehiclePlaceholder className={classes} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={VEHICLE_IMAGE_WIDTH}
      height={VEHICLE_IMAGE_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={classes}
      onError={() => setFailed(true)}
    />
  );
}

function VehiclePlaceholder({ className }: { className: string }) {
  return (
    <svg
      viewBox={`0 0 ${VEHICLE_IMAGE_WIDTH} ${VEHICLE_IMAGE_HEIGHT}`}
      width={VEHICLE_IMAGE_WIDTH}
      height={VEHICLE_IMAGE_HEIGHT}
      className={`${className} vehicle-image-placeholder`}
      aria-hidden="true"
      data-testid="vehicle-placeholder"
    >
      <rect width="224" height="136" fill="#eef2f8" />
      <g fill="#c3cde0">
        <path d="M68 78l10-20c2-4 6-6 10-6h40c4 0 7 2 9 5l12 17 15 3c4 1 6 4 6 8v7c0 2-2 4-4 4H64c-2 0-4-2-4-4v-8c0-3 3-6 8-6z" />
        <circle cx="86" cy="94" r="9" fill="#9fb0cf" />
        <circle cx="140" cy="94" r="9" fill="#9fb0cf" />
      </g>
      <path d="M84 74l7-14c1-2 2-3 4-3h16v17zm32 0V57h11c2 0 3 1 4 2l10 15z" fill="#eef2f8" />
    </svg>
  );
}
