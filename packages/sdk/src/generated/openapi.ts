/* Generated from docs/openapi.json by `npm run openapi`. Do not edit. */

export interface paths {
    "/api/v1/config/conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Treatable conditions by category, with their medications
         * @description A top-level array of categories. Letters must name one of these conditions to be within scope.
         */
        get: operations["listConditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/config/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscription prices and policies */
        get: operations["getPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's profile */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ConditionCategory: {
            /** @example RESPIRATORY */
            name: string;
            conditions: {
                /** @example Asthma */
                name: string;
                /**
                 * @example [
                 *       "albuterol",
                 *       "budesonide"
                 *     ]
                 */
                medications: string[];
            }[];
        };
        Pricing: {
            /**
             * @description Monthly price for the account holder
             * @example $49
             */
            amount: string;
            /** @example $49 */
            baseAmount: string;
            /**
             * @description Monthly price per additional family member
             * @example $19
             */
            seatAmount: string;
            /** @constant */
            currency: "usd";
            includes: string[];
            refundPolicy: string;
            fairUsePolicy: string;
        };
        UserProfile: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            /** @example member */
            role: string;
            identityVerification: components["schemas"]["UserIdentityVerification"];
            /** Format: date-time */
            createdAt: string;
        };
        UserIdentityVerification: {
            /**
             * @description `unverified`, `pending` or `verified`
             * @example verified
             */
            status: string;
            verifiedAt: string | null;
        };
        Error: {
            /** @description What went wrong and what to do about it */
            error: string;
            /**
             * @description Stable snake_case reason
             * @example validation_failed
             */
            code: string;
            request_id?: string;
            /** @description Present on validation errors: each invalid field and why */
            issues?: {
                path: string;
                message: string;
            }[];
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listConditions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConditionCategory"][];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pricing"];
                };
            };
            /** @description Invalid request: `code` is `validation_failed` (with `issues`), `malformed_json` or a rule of the endpoint */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description Missing or invalid credential (`WWW-Authenticate: Bearer`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait `Retry-After` seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal error; the body carries `request_id` */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
