// Parquet out of plain row objects: an Arrow table (apache-arrow) written by parquet-wasm (Rust's
// parquet crate), Snappy-compressed. Columns are declared once with their Arrow type, so readers
// (pandas / datasets for verl and TRL, DuckDB, hyparquet) see list<int32>, list<float32> and
// list<struct<role, content>> exactly as documented in docs/seed-export.md.
import * as arrow from "apache-arrow";
import { Compression, Table as WasmTable, WriterPropertiesBuilder, writeParquet } from "parquet-wasm/node";
import { writeFileAtomic } from "../formats/atomic.js";

export type ColumnType = "utf8" | "int32" | "int64" | "float32" | "float64" | "bool" | "list<int32>" | "list<float32>" | "messages";

export interface ColumnSpec {
  name: string;
  type: ColumnType;
}

const item = (type: arrow.DataType) => new arrow.Field("item", type, false);
const MESSAGE = new arrow.Struct([new arrow.Field("role", new arrow.Utf8(), false), new arrow.Field("content", new arrow.Utf8(), false)]);

function arrowType(type: ColumnType): arrow.DataType {
  switch (type) {
    case "utf8":
      return new arrow.Utf8();
    case "int32":
      return new arrow.Int32();
    case "int64":
      return new arrow.Int64();
    case "float32":
      return new arrow.Float32();
    case "float64":
      return new arrow.Float64();
    case "bool":
      return new arrow.Bool();
    case "list<int32>":
      return new arrow.List(item(new arrow.Int32()));
    case "list<float32>":
      return new arrow.List(item(new arrow.Float32()));
    case "messages":
      return new arrow.List(item(MESSAGE));
  }
}

/** Int64 columns take bigint; everything else is appended as given. */
const cellValue = (type: ColumnType, value: unknown) => (type === "int64" ? BigInt(value as number) : value);

export function parquetBytes(columns: readonly ColumnSpec[], rows: readonly Record<string, unknown>[]): Uint8Array {
  const schema = new arrow.Schema(columns.map((column) => new arrow.Field(column.name, arrowType(column.type), false)));
  const builders = schema.fields.map((field) => arrow.makeBuilder({ type: field.type, nullValues: [undefined] }));
  for (const row of rows) {
    columns.forEach((column, i) => {
      const value = row[column.name];
      if (value === undefined || value === null) throw new Error(`row is missing column ${column.name}`);
      builders[i].append(cellValue(column.type, value));
    });
  }
  const vectors = Object.fromEntries(columns.map((column, i) => [column.name, builders[i].finish().toVector()]));
  const table = new arrow.Table(schema, vectors);
  const wasmTable = WasmTable.fromIPCStream(arrow.tableToIPC(table, "stream"));
  const properties = new WriterPropertiesBuilder().setCompression(Compression.SNAPPY).build();
  return writeParquet(wasmTable, properties);
}

export function writeParquetFile(file: string, columns: readonly ColumnSpec[], rows: readonly Record<string, unknown>[]): void {
  writeFileAtomic(file, parquetBytes(columns, rows));
}
