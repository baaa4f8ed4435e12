// exifr ships types for its package entry only; the lite build has the same API with fewer file formats.
declare module 'exifr/dist/lite.esm.mjs' {
  export { default } from 'exifr';
}
