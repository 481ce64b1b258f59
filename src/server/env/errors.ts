// The env server's refusals are the servers' one RequestError; this name stays only for the OpenEnv
// modules (src/server/openenv/) until their branch (issue 26) moves to RequestError.
export { RequestError as EnvRequestError } from "../request-error.js";
