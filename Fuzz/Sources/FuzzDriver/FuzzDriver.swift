import FuzzTargets
import Platform

/// libFuzzer's own driver (its `main` without `main`), in the fuzzer runtime that
/// `-sanitize=fuzzer` links.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The target this process fuzzes; set once, before libFuzzer starts.
nonisolated(unsafe) private var current = FuzzTarget.spec

/// libFuzzer's entry point: one input through the current target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    current.run(bytes)
    return 0
}

/// Runs libFuzzer on `target` with the process's arguments (libFuzzer's flags and corpus
/// folders, or files to replay), and exits with its status.
///
/// SwiftPM links an executable's `main` to the module's own entry point (it renames it so
/// that tests can import executables), so libFuzzer's `main` is never the one that runs:
/// each executable's top-level code calls this instead.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    current = target
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
}
