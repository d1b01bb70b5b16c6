/** The package version, sent in `User-Agent` (a test keeps it equal to package.json). */
export const SDK_VERSION = "0.2.0";
