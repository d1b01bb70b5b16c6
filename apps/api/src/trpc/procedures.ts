import type { ErrorCode } from "@intake/core/kernel";
import type { AnyRouter } from "@trpc/server";
import type { OpenApiMethod } from "trpc-to-openapi";
import type { ProcedureAccess } from "./init";

/** A procedure exposed as a REST endpoint, as its meta describes it. */
export interface RestProcedure {
  /** tRPC path, e.g. `patients.create`. */
  procedurePath: string;
  method: OpenApiMethod;
  /** Documented path, e.g. `/api/v1/patients/{id}`. */
  path: string;
  operationId?: string;
  /** Status of a success (meta `successStatus`, else 200). */
  successStatus: number;
  /** The procedure's input parsers (zod schemas). */
  inputs: unknown[];
  /** Descriptions of its error statuses, when meta `errorResponses` is an object. */
  errorDescriptions?: Record<string, string>;
  /** Whether the endpoint requires a credential (meta `protect`). */
  protect: boolean;
  /** The credentials its base procedure takes (meta `access`). */
  access?: ProcedureAccess;
  /** The codes it declares beyond its shape's (meta `errors`). */
  errors?: readonly ErrorCode[];
  /** How an `Idempotency-Key` is honoured (meta `idempotency`; POST: `replay` unless set). */
  idempotency: "replay" | "operation" | "none";
}

interface ProcedureDef {
  _def: {
    meta?: {
      openapi?: {
        method: OpenApiMethod;
        path: string;
        operationId?: string;
        protect?: boolean;
        errorResponses?: number[] | Record<number, string>;
      };
      successStatus?: number;
      access?: ProcedureAccess;
      errors?: readonly ErrorCode[];
      idempotency?: "replay" | "operation" | "none";
    };
    inputs?: unknown[];
  };
}

/** Every procedure with OpenAPI meta, read from the router's definition. */
export function restProcedures(router: AnyRouter): RestProcedure[] {
  const procedures = router._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(procedures).flatMap(([procedurePath, procedure]) => {
    const meta = procedure._def.meta;
    if (!meta?.openapi) return [];
    return [
      {
        procedurePath,
        method: meta.openapi.method,
        path: meta.openapi.path,
        operationId: meta.openapi.operationId,
        successStatus: meta.successStatus ?? 200,
        inputs: procedure._def.inputs ?? [],
        protect: meta.openapi.protect ?? true,
        access: meta.access,
        errors: meta.errors,
        idempotency: meta.idempotency ?? (meta.openapi.method === "POST" ? "replay" : "none"),
        errorDescriptions:
          meta.openapi.errorResponses && !Array.isArray(meta.openapi.errorResponses)
            ? Object.fromEntries(
                Object.entries(meta.openapi.errorResponses).map(([k, v]) => [String(k), v]),
              )
            : undefined,
      },
    ];
  });
}
