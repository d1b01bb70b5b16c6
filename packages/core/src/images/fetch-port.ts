/** What the image-fetch port returns: the body bytes of a 2xx answer and where it came from. */
export interface FetchedImage {
  bytes: Uint8Array;
  /** The declared Content-Type; informative only, the format is detected from the bytes. */
  contentType: string | null;
  /** The URL of the last hop, after redirects. */
  finalUrl: string;
}

/**
 * Fetches an image a caller named by URL. The real implementation (`createImageFetcher`) allows
 * only http(s) to public addresses, pins the checked address, follows at most 3 redirects
 * (each checked), has a timeout and a streamed size cap.
 */
export interface ImageFetcher {
  fetch(url: string, options: { maxBytes: number }): Promise<FetchedImage>;
}

/** A refusal the caller can act on; its message is the reason, shown after the image's label. */
export class ImageFetchRefused extends Error {
  override readonly name = "ImageFetchRefused";
}
