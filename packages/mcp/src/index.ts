export { type HttpOptions, type RunningHttpServer, startHttpServer } from "./http";
export { availableTools, createMcpServer, errorText, type McpOptions } from "./server";
export {
  type Credential,
  type Endpoint,
  TOOLS,
  type ToolAnswer,
  type ToolDefinition,
} from "./tools";
export { MCP_VERSION } from "./version";
