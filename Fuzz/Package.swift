// swift-tools-version:6.0
// libFuzzer targets for kb-lsp, kept out of the main package so that `swift build` and
// `swift test` stay untouched. Built and run by `make fuzz` (see the Makefile) with
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
// Each executable defines LLVMFuzzerTestOneInput and calls one entry point of the root
// package's FuzzTargets module; libFuzzer supplies `main`.
import PackageDescription

// A package depended on by path is named after its folder (`kb-lsp` in a clone, anything
// in a worktree), so the name is read from where this package sits.
let root = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "kb-lsp")

let targets = ["spec", "framer", "json", "server"]

let package = Package(
    name: "kb-lsp-fuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: targets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: [.product(name: "FuzzTargets", package: root)],
            path: "Sources/fuzz-\(name)"
        )
    }
)
