// The tiny model's SentencePiece-style vocabulary ("llama" tokenizer in GGUF terms) and a JS
// tokenizer that reproduces llama.cpp's SPM merges for it. Multi-character tokens are exactly the
// "▁"-anchored prefixes of known words, so llama.cpp's score-ordered pair merges can only grow such
// a prefix: tokenising a word is "longest known anchored prefix, then single characters".

export const SPACE = "\u2581"; // "▁", SentencePiece's escaped space
export const SPECIAL = { unk: "<unk>", bos: "<s>", eos: "</s>", imStart: "<|im_start|>", imEnd: "<|im_end|>" } as const;

/** GGUF `tokenizer.ggml.token_type` codes. */
export const TOKEN_TYPE = { normal: 1, unknown: 2, control: 3, unused: 5, byte: 6 } as const;

export interface TinyVocab {
  tokens: string[];
  scores: number[];
  types: number[];
  ids: Map<string, number>;
}

const CONTROL_TOKENS = [SPECIAL.unk, SPECIAL.bos, SPECIAL.eos, SPECIAL.imStart, SPECIAL.imEnd];

const byteToken = (byte: number) => `<0x${byte.toString(16).toUpperCase().padStart(2, "0")}>`;

/** Vocabulary: control tokens, "\n", "▁", printable ASCII, byte tokens for every other byte (llama.cpp
 * aborts the process on a byte it cannot map), anchored prefixes of `words`; padded with unused
 * tokens to a multiple of `multiple`. */
export function buildVocab(words: Iterable<string>, multiple: number): TinyVocab {
  const tokens: string[] = [];
  const types: number[] = [];
  const ids = new Map<string, number>();
  const add = (token: string, type: number) => {
    if (ids.has(token)) return;
    ids.set(token, tokens.length);
    tokens.push(token);
    types.push(type);
  };
  CONTROL_TOKENS.forEach((token, index) => add(token, index === 0 ? TOKEN_TYPE.unknown : TOKEN_TYPE.control));
  add("\n", TOKEN_TYPE.normal);
  add(SPACE, TOKEN_TYPE.normal);
  for (let code = 0x21; code <= 0x7e; code += 1) add(String.fromCharCode(code), TOKEN_TYPE.normal);
  for (let byte = 0; byte < 256; byte += 1) if (byte < 0x21 || byte > 0x7e) add(byteToken(byte), TOKEN_TYPE.byte);
  for (const word of words) {
    for (let end = 1; end <= word.length; end += 1) add(SPACE + word.slice(0, end), TOKEN_TYPE.normal);
  }
  for (let pad = 0; tokens.length % multiple !== 0; pad += 1) add(`<unused${pad}>`, TOKEN_TYPE.unused);
  // SPM merges prefer higher scores; length makes longer pieces win, control tokens never merge.
  const scores = tokens.map((token, id) => (types[id] === TOKEN_TYPE.normal ? [...token].length : 0));
  return { tokens, scores, types, ids };
}

/** Tokenise plain text (no special tokens) the way llama.cpp's SPM path does for this vocabulary. */
export function tokenizeText(vocab: TinyVocab, text: string, addSpacePrefix: boolean): number[] {
  const escaped = (addSpacePrefix ? " " : "") + text;
  const out: number[] = [];
  const chars = [...escaped.replaceAll(" ", SPACE)];
  let index = 0;
  while (index < chars.length) {
    let length = 1;
    if (chars[index] === SPACE) {
      for (let end = index + 2; end <= chars.length && chars[end - 1] !== SPACE; end += 1) {
        if (vocab.ids.has(chars.slice(index, end).join(""))) length = end - index;
      }
    }
    const piece = chars.slice(index, index + length).join("");
    const id = vocab.ids.get(piece);
    if (id !== undefined) out.push(id);
    else for (const byte of Buffer.from(piece, "utf8")) out.push(vocab.ids.get(byteToken(byte))!);
    index += length;
  }
  return out;
}
