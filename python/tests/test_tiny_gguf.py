"""GGUF v3 reader/writer: byte-exact round trip of the project's tiny model, every value type,
write-back changing only the replaced tensor, one-line errors for bad files."""

import re
import struct

import numpy as np
import pytest

from seedworld.tiny.gguf import GgufError, GgufFile, GgufTensor, MetaValue, decode_gguf, encode_gguf, read_gguf, write_gguf
from seedworld.tiny.llama_server import make_tiny_model


@pytest.fixture(scope="module")
def tiny_path(tmp_path_factory):
    return make_tiny_model(str(tmp_path_factory.mktemp("gguf") / "tiny.gguf"))


def test_tiny_model_round_trips_byte_for_byte(tiny_path):
    raw = open(tiny_path, "rb").read()
    parsed = decode_gguf(raw)
    assert encode_gguf(parsed) == raw
    assert parsed.value("general.architecture") == "llama"
    # Types survive: the writer's bool, f32 and u32 stay what they were.
    assert parsed.metadata["tokenizer.ggml.add_bos_token"] == MetaValue(7, True)
    assert parsed.metadata["llama.attention.layer_norm_rms_epsilon"].type == 6
    assert parsed.metadata["llama.block_count"] == MetaValue(4, 1)
    tokens = parsed.value("tokenizer.ggml.tokens")
    embd = parsed.tensor("token_embd.weight")
    # dims are fastest first; the array is [n_vocab, n_embd] and the embedding is the identity.
    assert embd.dims == (len(tokens), len(tokens))
    assert np.array_equal(embd.data, np.eye(len(tokens), dtype=np.float32))


def test_write_back_changes_only_the_replaced_tensor(tiny_path, tmp_path):
    source = read_gguf(tiny_path)
    bumped = source.tensor("output_norm.weight").data + np.float32(0.25)
    tensors = [GgufTensor(t.name, t.dims, bumped if t.name == "output_norm.weight" else t.data) for t in source.tensors]
    out = str(tmp_path / "bumped.gguf")
    write_gguf(out, GgufFile(dict(source.metadata), tensors))
    before, after = open(tiny_path, "rb").read(), open(out, "rb").read()
    assert len(before) == len(after)
    differing = np.flatnonzero(np.frombuffer(before, np.uint8) != np.frombuffer(after, np.uint8))
    start = after.index(bumped.tobytes())
    assert differing.min() >= start and differing.max() < start + bumped.nbytes
    assert np.array_equal(read_gguf(out).tensor("output_norm.weight").data, bumped)


def test_every_metadata_type_round_trips():
    metadata = {
        "u8": MetaValue(0, 200), "i8": MetaValue(1, -5), "u16": MetaValue(2, 60000), "i16": MetaValue(3, -300),
        "u32": MetaValue(4, 4000000000), "i32": MetaValue(5, -7), "f32": MetaValue(6, 0.5), "bool": MetaValue(7, False),
        "string": MetaValue(8, "héllo"), "u64": MetaValue(10, 2 ** 40), "i64": MetaValue(11, -(2 ** 40)), "f64": MetaValue(12, 0.1),
        "strings": MetaValue(9, ["a", "▁b", ""], 8), "floats": MetaValue(9, [1.5, -2.0], 6), "ints": MetaValue(9, [3, -4], 5),
        "general.alignment": MetaValue(4, 64),
    }
    tensor = GgufTensor("w", (3, 2), np.arange(6, dtype=np.float32).reshape(2, 3))
    raw = encode_gguf(GgufFile(metadata, [tensor]))
    parsed = decode_gguf(raw)
    assert parsed.metadata == metadata
    assert np.array_equal(parsed.tensor("w").data, tensor.data)
    # The data section starts on the file's own alignment (64 here).
    assert raw.index(tensor.data.tobytes()) % 64 == 0
    assert encode_gguf(parsed) == raw


def _header(tensor_type):
    """A one-tensor GGUF with no metadata and the given ggml type."""
    name = b"w"
    head = b"GGUF" + struct.pack("<IQQ", 3, 1, 0) + struct.pack("<Q", len(name)) + name
    head += struct.pack("<I", 1) + struct.pack("<Q", 4) + struct.pack("<IQ", tensor_type, 0)
    return head + b"\0" * ((-len(head)) % 32) + b"\0" * 32


@pytest.mark.parametrize("data, message", [
    (b"GGML" + b"\0" * 20, "not a GGUF file"),
    (b"GGUF" + struct.pack("<I", 2) + b"\0" * 16, "GGUF version 2 is not supported"),
    (b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + struct.pack("<Q", 100) + b"abc", "file ends inside a metadata key"),
    (_header(8), "tensor w has ggml type 8; only F32 (0) is supported"),
], ids=["magic", "version", "truncated", "quantised"])
def test_bad_files_are_refused_with_one_line(data, message):
    with pytest.raises(GgufError, match=re.escape(message)):
        decode_gguf(data)


def test_a_tensor_past_the_end_is_refused():
    with pytest.raises(GgufError, match="tensor w runs past the end of the file"):
        decode_gguf(_header(0)[:-20])


def test_data_that_does_not_fit_its_dims_is_refused():
    with pytest.raises(GgufError, match=r"tensor w: data shape \(3,\) does not match dims \(2,\)"):
        encode_gguf(GgufFile({}, [GgufTensor("w", (2,), np.zeros(3, np.float32))]))
