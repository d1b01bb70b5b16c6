/** The images context's public surface (`@intake/core/images`). */
export { detectImageFormat } from "./detect";
export { type FetchedImage, type ImageFetcher, ImageFetchRefused } from "./fetch-port";
export { createImageFetcher, type ImageFetcherOptions } from "./fetcher";
export { getSignedImage, type ServedImage } from "./get-signed-image";
export { type AcceptedImage, acceptImages, storeImages } from "./ingest";
export * from "./schemas";
export { IMAGE_URL_TTL_SECONDS, signImageUrl, verifyImageSignature } from "./signed-url";
