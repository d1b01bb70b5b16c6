/** The package version, reported to MCP clients (a test keeps it equal to package.json). */
export const MCP_VERSION = "0.1.0";
