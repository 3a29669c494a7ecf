/** A `.wasm` import is a compiled module (wrangler's and the test pool's CompiledWasm rule). */
declare module "*.wasm" {
  const compiled: WebAssembly.Module;
  export default compiled;
}

/** The same, for a file that ships a declaration of its own (wasm-bindgen's `_bg.wasm`), imported with wrangler's `?module`. */
declare module "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module" {
  const compiled: WebAssembly.Module;
  export default compiled;
}
