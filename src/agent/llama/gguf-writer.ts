// Minimal GGUF v3 writer (the llama.cpp model file format): typed metadata key/values and F32
// tensors. Enough to write models our tests build themselves; no quantised types.
// Layout: magic "GGUF", version, tensor count, KV count, KVs, tensor infos, padding, tensor data
// (each tensor aligned to `general.alignment`, 32 by default). Dimensions are written fastest first.

export type GgufValue =
  | { type: "u32"; value: number }
  | { type: "i32"; value: number }
  | { type: "f32"; value: number }
  | { type: "bool"; value: boolean }
  | { type: "string"; value: string }
  | { type: "string[]"; value: readonly string[] }
  | { type: "f32[]"; value: ArrayLike<number> }
  | { type: "i32[]"; value: ArrayLike<number> };

export interface GgufTensor {
  name: string;
  /** ggml order: dims[0] is the fastest-varying (row length). */
  dims: readonly number[];
  data: Float32Array;
}

const ALIGNMENT = 32;
const GGUF_MAGIC = 0x46554747; // "GGUF" read as a little-endian u32
const GGML_TYPE_F32 = 0;
// gguf_type codes
const T = { u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9 } as const;

/** Growable little-endian byte buffer. */
class ByteSink {
  private buffer = Buffer.alloc(1 << 16);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = Buffer.alloc(size);
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
  u32(value: number): void {
    this.reserve(4);
    this.buffer.writeUInt32LE(value >>> 0, this.length);
    this.length += 4;
  }
  i32(value: number): void {
    this.reserve(4);
    this.buffer.writeInt32LE(value | 0, this.length);
    this.length += 4;
  }
  u64(value: number): void {
    this.reserve(8);
    this.buffer.writeBigUInt64LE(BigInt(value), this.length);
    this.length += 8;
  }
  f32(value: number): void {
    this.reserve(4);
    this.buffer.writeFloatLE(value, this.length);
    this.length += 4;
  }
  u8(value: number): void {
    this.reserve(1);
    this.buffer[this.length] = value;
    this.length += 1;
  }
  string(value: string): void {
    const bytes = Buffer.from(value, "utf8");
    this.u64(bytes.length);
    this.bytes(bytes);
  }
  bytes(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  padTo(alignment: number): void {
    while (this.length % alignment !== 0) this.u8(0);
  }
  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function writeValue(out: ByteSink, value: GgufValue): void {
  switch (value.type) {
    case "u32":
      out.u32(T.u32);
      out.u32(value.value);
      return;
    case "i32":
      out.u32(T.i32);
      out.i32(value.value);
      return;
    case "f32":
      out.u32(T.f32);
      out.f32(value.value);
      return;
    case "bool":
      out.u32(T.bool);
      out.u8(value.value ? 1 : 0);
      return;
    case "string":
      out.u32(T.string);
      out.string(value.value);
      return;
    case "string[]":
      out.u32(T.array);
      out.u32(T.string);
      out.u64(value.value.length);
      for (const item of value.value) out.string(item);
      return;
    case "f32[]":
      out.u32(T.array);
      out.u32(T.f32);
      out.u64(value.value.length);
      for (let i = 0; i < value.value.length; i += 1) out.f32(value.value[i]);
      return;
    case "i32[]":
      out.u32(T.array);
      out.u32(T.i32);
      out.u64(value.value.length);
      for (let i = 0; i < value.value.length; i += 1) out.i32(value.value[i]);
      return;
  }
}

/** Serialise a whole GGUF v3 file. Metadata keys keep the given order. */
export function encodeGguf(metadata: ReadonlyArray<readonly [string, GgufValue]>, tensors: readonly GgufTensor[]): Buffer {
  const out = new ByteSink();
  out.u32(GGUF_MAGIC);
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    writeValue(out, value);
  }
  let offset = 0;
  for (const tensor of tensors) {
    const elements = tensor.dims.reduce((a, b) => a * b, 1);
    if (elements !== tensor.data.length)
      throw new Error(`tensor ${tensor.name}: dims ${tensor.dims.join("x")} need ${elements} values, got ${tensor.data.length}`);
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const dim of tensor.dims) out.u64(dim);
    out.u32(GGML_TYPE_F32);
    out.u64(offset);
    offset += Math.ceil((elements * 4) / ALIGNMENT) * ALIGNMENT;
  }
  out.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    out.bytes(new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.padTo(ALIGNMENT);
  }
  return out.result();
}
