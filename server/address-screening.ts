import type { NextFunction, Request, Response } from "express";
import { logger } from "#app/lib/logger.server";
import {
  CONTROL_CHARACTER_MESSAGES,
  hasForbiddenControl,
} from "#app/lib/security/control-characters";

/**
 * What is wrong with a request's address (`/path?query`) once decoded, as loaders read it (route
 * params and query parameters), or null: an invisible control character, or a path whose
 * percent-encoding cannot be decoded.
 */
export function addressProblem(address: string): string | null {
  const queryStart = address.indexOf("?");
  const path = queryStart === -1 ? address : address.slice(0, queryStart);
  const query = queryStart === -1 ? "" : address.slice(queryStart + 1);
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return CONTROL_CHARACTER_MESSAGES.malformedAddress;
    }
    if (hasForbiddenControl(decoded)) return CONTROL_CHARACTER_MESSAGES.address;
  }
  for (const [name, value] of new URLSearchParams(query))
    if (hasForbiddenControl(name) || hasForbiddenControl(value))
      return CONTROL_CHARACTER_MESSAGES.address;
  return null;
}

/** Express middleware: refuses (400, plain text) an address no page should be asked to read. */
export function refuseUnsafeAddresses(req: Request, res: Response, next: NextFunction) {
  const problem = addressProblem(req.originalUrl);
  if (!problem) {
    next();
    return;
  }
  logger.warn(
    { requestId: res.locals.requestId, method: req.method, problem },
    "request address refused",
  );
  res.status(400).type("text/plain").send(problem);
}
