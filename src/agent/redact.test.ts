import { test } from "node:test";
import assert from "node:assert/strict";
import { parseEndpointUrl, redactUrl, scrubSecrets } from "./redact.js";

test("redactUrl drops user info and secret query parameters, keeps the rest as written", () => {
  assert.equal(redactUrl("http://user:pw-123@127.0.0.1:8000/v1"), "http://127.0.0.1:8000/v1");
  assert.equal(redactUrl("https://host/v1?api_key=a1&api-version=2024&token=t9&x-api-key=q"), "https://host/v1?api-version=2024");
  assert.equal(redactUrl("https://host?key=abc"), "https://host");
  assert.equal(redactUrl("https://host/"), "https://host/");
  assert.equal(redactUrl("http://127.0.0.1:8000/v1"), "http://127.0.0.1:8000/v1");
  // Unparsable input is still stripped (it may be shown in an error).
  assert.equal(redactUrl("http://user:pw@bad host/v1?access_token=zz&b=1"), "http://bad host/v1?access_token=***&b=1");
});

test("parseEndpointUrl gives fetch a clean URL and the credentials separately", () => {
  const parsed = parseEndpointUrl("http://u%40corp:pass%3Aword@127.0.0.1:9000/v1/?api_key=K-SECRET&api-version=1");
  assert.equal(parsed.baseURL, "http://127.0.0.1:9000/v1");
  assert.deepEqual(parsed.query, { api_key: "K-SECRET", "api-version": "1" });
  assert.equal(parsed.authorization, `Basic ${Buffer.from("u@corp:pass:word").toString("base64")}`);
  assert.equal(parsed.shown, "http://127.0.0.1:9000/v1/?api-version=1");
  for (const secret of ["K-SECRET", "u@corp", "pass:word"]) assert.ok(parsed.secrets.includes(secret), secret);
  assert.throws(
    () => parseEndpointUrl("not a url with:secret@host"),
    (error: Error) => error.message === 'invalid base URL "not a url host"',
  );
});

test("scrubSecrets makes one line without the secrets", () => {
  assert.equal(scrubSecrets("bad key sk-ABCDEF\n  at server", ["sk-ABCDEF", "ab"]), "bad key *** at server");
  assert.equal(scrubSecrets("see http://me:pw@h/v1?token=x", []), "see http://h/v1?token=***");
  assert.equal(scrubSecrets("x".repeat(500), [], 10), `${"x".repeat(9)}…`);
});
