// The CommonJS entry of the packed SDK.
const { createClient, ApiError, SDK_VERSION } = require("@intake/sdk");

const api = createClient({ baseUrl: process.env.API_BASE_URL });
api.config.pricing().then((pricing) => {
  process.stdout.write(
    `${JSON.stringify({ currency: pricing.currency, version: SDK_VERSION, apiError: typeof ApiError })}\n`,
  );
});
