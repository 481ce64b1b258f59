"""GGUF v3 reader and writer (llama.cpp's model file format), standard library + numpy.

Layout: magic ``GGUF``, version, tensor count, metadata count, the typed key/values, the tensor
infos (name, dims fastest first, ggml type, offset into the data section), padding to
``general.alignment`` (32 when absent), then the tensor data, each tensor aligned the same way.

Every metadata value keeps its GGUF type, so ``encode(decode(b)) == b`` for a file written with
the same layout rules (checked on the tiny model in the tests): writing back a model changes only
the tensors that were replaced. Tensors: F32 only (what seedworld's tiny model uses); another ggml
type is refused with its name.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from typing import Any

import numpy as np

__all__ = ["GgufError", "GgufFile", "GgufTensor", "MetaValue", "read_gguf", "decode_gguf", "encode_gguf", "write_gguf"]

MAGIC = b"GGUF"
VERSION = 3
DEFAULT_ALIGNMENT = 32
GGML_TYPE_F32 = 0

# gguf_type codes -> struct format of one scalar (strings and arrays handled apart).
SCALAR_FORMATS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?", 10: "<Q", 11: "<q", 12: "<d"}
TYPE_STRING = 8
TYPE_ARRAY = 9


class GgufError(ValueError):
    """A file that is not a GGUF this module can read (the message names what is wrong)."""


@dataclass
class MetaValue:
    """One metadata value with its GGUF type; arrays carry the element type in ``item_type``."""

    type: int
    value: Any
    item_type: int = -1


@dataclass
class GgufTensor:
    name: str
    # ggml order: dims[0] is the fastest-varying (row length), as in the file.
    dims: tuple[int, ...]
    # numpy array shaped reversed(dims) (row-major), float32.
    data: np.ndarray


@dataclass
class GgufFile:
    metadata: dict[str, MetaValue] = field(default_factory=dict)  # key -> MetaValue, file order kept
    tensors: list[GgufTensor] = field(default_factory=list)  # GgufTensor, file order kept

    def value(self, key: str, default: Any = None) -> Any:
        """Plain Python value of a metadata key (``default`` when absent)."""
        entry = self.metadata.get(key)
        return default if entry is None else entry.value

    def require(self, key: str) -> Any:
        if key not in self.metadata:
            raise GgufError(f"metadata key {key} is missing")
        return self.metadata[key].value

    def tensor(self, name: str) -> GgufTensor:
        for tensor in self.tensors:
            if tensor.name == name:
                return tensor
        raise GgufError(f"tensor {name} is missing")

    @property
    def alignment(self) -> int:
        return int(self.value("general.alignment", DEFAULT_ALIGNMENT))


class _Reader:
    def __init__(self, data: memoryview) -> None:
        self.data = data
        self.pos = 0

    def take(self, size: int, what: str) -> memoryview:
        if self.pos + size > len(self.data):
            raise GgufError(f"file ends inside {what} at byte {self.pos}")
        chunk = self.data[self.pos:self.pos + size]
        self.pos += size
        return chunk

    def scalar(self, fmt: str, what: str) -> Any:
        return struct.unpack(fmt, self.take(struct.calcsize(fmt), what))[0]

    def string(self, what: str) -> str:
        length = self.scalar("<Q", what)
        return bytes(self.take(length, what)).decode("utf-8")

    def value(self, gguf_type: int, key: str) -> MetaValue:
        if gguf_type in SCALAR_FORMATS:
            return MetaValue(gguf_type, self.scalar(SCALAR_FORMATS[gguf_type], key))
        if gguf_type == TYPE_STRING:
            return MetaValue(gguf_type, self.string(key))
        if gguf_type == TYPE_ARRAY:
            item_type = self.scalar("<I", key)
            count = self.scalar("<Q", key)
            if item_type == TYPE_STRING:
                return MetaValue(gguf_type, [self.string(key) for _ in range(count)], item_type)
            if item_type not in SCALAR_FORMATS:
                raise GgufError(f"metadata {key}: unsupported array item type {item_type}")
            fmt = SCALAR_FORMATS[item_type]
            size = struct.calcsize(fmt)
            items = struct.unpack(f"<{count}{fmt[1]}", self.take(size * count, key))
            return MetaValue(gguf_type, list(items), item_type)
        raise GgufError(f"metadata {key}: unknown value type {gguf_type}")


def _padding(length: int, alignment: int) -> int:
    return (-length) % alignment


def decode_gguf(data: bytes) -> GgufFile:
    """Parse GGUF v3 bytes into a GgufFile (tensor data copied into float32 arrays)."""
    reader = _Reader(memoryview(data))
    if bytes(reader.take(4, "the magic")) != MAGIC:
        raise GgufError("not a GGUF file (the first 4 bytes are not 'GGUF')")
    version = reader.scalar("<I", "the version")
    if version != VERSION:
        raise GgufError(f"GGUF version {version} is not supported (only {VERSION})")
    tensor_count = reader.scalar("<Q", "the tensor count")
    kv_count = reader.scalar("<Q", "the metadata count")
    result = GgufFile()
    for _ in range(kv_count):
        key = reader.string("a metadata key")
        result.metadata[key] = reader.value(reader.scalar("<I", key), key)
    infos = []
    for _ in range(tensor_count):
        name = reader.string("a tensor name")
        dims = tuple(reader.scalar("<Q", name) for _ in range(reader.scalar("<I", name)))
        ggml_type = reader.scalar("<I", name)
        offset = reader.scalar("<Q", name)
        if ggml_type != GGML_TYPE_F32:
            raise GgufError(f"tensor {name} has ggml type {ggml_type}; only F32 (0) is supported")
        infos.append((name, dims, offset))
    data_start = reader.pos + _padding(reader.pos, result.alignment)
    for name, dims, offset in infos:
        count = int(np.prod(dims)) if dims else 1
        start = data_start + offset
        if start + 4 * count > len(data):
            raise GgufError(f"tensor {name} runs past the end of the file")
        array = np.frombuffer(data, dtype="<f4", count=count, offset=start).astype(np.float32)
        result.tensors.append(GgufTensor(name, dims, array.reshape(tuple(reversed(dims)))))
    return result


class _Writer:
    def __init__(self) -> None:
        self.parts: list[bytes] = []
        self.length = 0

    def raw(self, chunk: bytes) -> None:
        self.parts.append(bytes(chunk))
        self.length += len(chunk)

    def scalar(self, fmt: str, value: Any) -> None:
        self.raw(struct.pack(fmt, value))

    def string(self, text: str) -> None:
        encoded = text.encode("utf-8")
        self.scalar("<Q", len(encoded))
        self.raw(encoded)

    def value(self, entry: MetaValue) -> None:
        self.scalar("<I", entry.type)
        if entry.type in SCALAR_FORMATS:
            self.scalar(SCALAR_FORMATS[entry.type], entry.value)
        elif entry.type == TYPE_STRING:
            self.string(entry.value)
        elif entry.type == TYPE_ARRAY:
            self.scalar("<I", entry.item_type)
            self.scalar("<Q", len(entry.value))
            if entry.item_type == TYPE_STRING:
                for item in entry.value:
                    self.string(item)
            else:
                fmt = SCALAR_FORMATS[entry.item_type]
                self.raw(struct.pack(f"<{len(entry.value)}{fmt[1]}", *entry.value))
        else:
            raise GgufError(f"cannot write metadata value type {entry.type}")

    def pad(self, alignment: int) -> None:
        self.raw(b"\0" * _padding(self.length, alignment))

    def result(self) -> bytes:
        return b"".join(self.parts)


def encode_gguf(gguf: GgufFile) -> bytes:
    """Serialise a GgufFile as GGUF v3: metadata and tensors in their order, F32, aligned data."""
    alignment = gguf.alignment
    out = _Writer()
    out.raw(MAGIC)
    out.scalar("<I", VERSION)
    out.scalar("<Q", len(gguf.tensors))
    out.scalar("<Q", len(gguf.metadata))
    for key, entry in gguf.metadata.items():
        out.string(key)
        out.value(entry)
    offset = 0
    blobs = []
    for tensor in gguf.tensors:
        expected = tuple(reversed(tensor.dims))
        if tuple(tensor.data.shape) != expected:
            raise GgufError(f"tensor {tensor.name}: data shape {tuple(tensor.data.shape)} does not match dims {tensor.dims}")
        out.string(tensor.name)
        out.scalar("<I", len(tensor.dims))
        for dim in tensor.dims:
            out.scalar("<Q", dim)
        out.scalar("<I", GGML_TYPE_F32)
        out.scalar("<Q", offset)
        blob = np.ascontiguousarray(tensor.data, dtype="<f4").tobytes()
        blobs.append(blob)
        offset += len(blob) + _padding(len(blob), alignment)
    out.pad(alignment)
    for blob in blobs:
        out.raw(blob)
        out.pad(alignment)
    return out.result()


def read_gguf(path: str | os.PathLike[str]) -> GgufFile:
    with open(path, "rb") as handle:
        return decode_gguf(handle.read())


def write_gguf(path: str | os.PathLike[str], gguf: GgufFile) -> None:
    """Write atomically (temp file + rename) so a reader never sees half a model."""
    temp = f"{path}.{os.getpid()}.tmp"
    with open(temp, "wb") as handle:
        handle.write(encode_gguf(gguf))
    os.replace(temp, path)
