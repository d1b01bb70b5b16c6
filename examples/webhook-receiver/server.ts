import { createReceiver, describeEvent } from "./receiver";

/** Run: WEBHOOK_SECRET=whsec_… npm start -w @intake/example-webhook-receiver */
const secret = process.env.WEBHOOK_SECRET;
if (!secret) throw new Error("set WEBHOOK_SECRET to the endpoint's whsec_… secret");
const port = Number(process.env.PORT ?? 4000);
createReceiver({
  secret: secret.split(","),
  onEvent: (event) => console.log(describeEvent(event)),
  onRejected: (reason) => console.warn(`rejected: ${reason}`),
}).listen(port, () => console.log(`listening on http://localhost:${port}`));
